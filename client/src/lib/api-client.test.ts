import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiRead,
  apiWrite,
  errorMessage,
  isUnauthorizedError,
  toAppUrl,
  withQuery,
} from './api-client';

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiWrite', () => {
  it('sends a JSON body with its content type and the cookies', async () => {
    const fetchMock = stubFetch(json(200, { ok: true }));
    await apiWrite('POST', '/api/login', { username: 'layla' });
    expect(fetchMock).toHaveBeenCalledWith('/api/login', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"username":"layla"}',
    });
  });

  it('sends no body and no content type when there is nothing to send', async () => {
    const fetchMock = stubFetch(json(200, { uploadURL: '/uploads/x' }));
    await apiWrite('POST', '/api/profile/upload');
    expect(fetchMock).toHaveBeenCalledWith('/api/profile/upload', {
      method: 'POST',
      credentials: 'include',
    });
  });

  it('fails with "<status>: <body text>" and keeps the parsed error body', async () => {
    const body = {
      code: 'test.unknown',
      message: 'That username is already taken. Please choose another one.',
      field: 'username',
    };
    stubFetch(json(409, body));
    const error = await apiWrite('POST', '/api/register', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`409: ${JSON.stringify(body)}`);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).body).toEqual(body);
  });

  it('falls back to the status text when the answer has no body', async () => {
    stubFetch(new Response(null, { status: 502, statusText: 'Bad Gateway' }));
    const error = await apiWrite('DELETE', '/api/profile').catch((caught: unknown) => caught);
    expect((error as ApiError).message).toBe('502: Bad Gateway');
    expect((error as ApiError).body).toBeUndefined();
  });
});

describe('apiRead', () => {
  it('reads JSON with the cookies', async () => {
    const fetchMock = stubFetch(json(200, { totalDonations: 1 }));
    await expect(apiRead('/api/stats')).resolves.toEqual({ totalDonations: 1 });
    expect(fetchMock).toHaveBeenCalledWith('/api/stats', { credentials: 'include' });
  });

  it('treats a 401 as "not signed in" when asked to', async () => {
    stubFetch(
      json(401, { code: 'test.unknown', message: 'Unauthorized: please sign in to continue.' }),
    );
    await expect(apiRead('/api/user', { on401: 'returnNull' })).resolves.toBeNull();
  });

  it('throws on a 401 otherwise', async () => {
    stubFetch(
      json(401, { code: 'test.unknown', message: 'Unauthorized: please sign in to continue.' }),
    );
    await expect(apiRead('/api/my-donations')).rejects.toThrow(/^401: /);
  });
});

describe('isUnauthorizedError', () => {
  it('recognises a 401 whose answer says Unauthorized', () => {
    const error = new ApiError(
      401,
      '{"message":"Unauthorized: please sign in to continue."}',
      undefined,
    );
    expect(isUnauthorizedError(error)).toBe(true);
  });

  it('does not mistake an unknown username at sign-in for an expired session', () => {
    const message = 'No account has that username. Check the spelling, or sign up.';
    expect(
      isUnauthorizedError(
        new ApiError(401, JSON.stringify({ code: 'test.unknown', message }), {
          code: 'test.unknown',
          message,
        }),
      ),
    ).toBe(false);
  });
});

describe('errorMessage', () => {
  it("prefers the server's own message to the raw answer", () => {
    const error = new ApiError(400, '{"message":"Username is required"}', {
      code: 'test.unknown',
      message: 'Username is required',
    });
    expect(errorMessage(error)).toBe('Username is required');
  });

  it('uses the error message when the answer was not JSON', () => {
    expect(errorMessage(new ApiError(500, 'Internal Server Error', undefined))).toBe(
      '500: Internal Server Error',
    );
  });

  it('uses the fallback when there is nothing to say', () => {
    expect(errorMessage(undefined, 'Invalid username or password')).toBe(
      'Invalid username or password',
    );
  });
});

describe('withQuery', () => {
  it('builds the query string from the non-null options only', () => {
    expect(
      withQuery('/api/food-items', {
        category: 'dairy',
        isMarketplace: false,
        servings: null,
        x: undefined,
      }),
    ).toBe('/api/food-items?category=dairy&isMarketplace=false');
  });

  it('leaves the path alone when no option is set', () => {
    expect(withQuery('/api/food-items', { category: null })).toBe('/api/food-items');
  });
});

describe('toAppUrl', () => {
  it('keeps a same-origin location as a path', () => {
    expect(
      toAppUrl(
        'https://foodshare.example/uploads/profile-pictures/abc',
        'https://foodshare.example',
      ),
    ).toBe('/uploads/profile-pictures/abc');
  });

  it('keeps another origin whole', () => {
    expect(toAppUrl('https://cdn.example/abc.png', 'https://foodshare.example')).toBe(
      'https://cdn.example/abc.png',
    );
  });
});
