/**
 * Whether this browser had a session before. A 401 means "you were logged out" only to someone
 * who was signed in; a visitor who never was is asked to sign in instead.
 */
const KEY = 'foodshare.had-session';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function rememberSession(): void {
  try {
    storage()?.setItem(KEY, '1');
  } catch {
    // Storage full or switched off: the person is treated as a new visitor, which is harmless.
  }
}

/** After an explicit Log Out or account deletion: nobody was logged out behind their back. */
export function forgetSession(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing to forget where storage is switched off.
  }
}

/** The server's readable hint beside the session cookie (its name: platform's sessions). */
const SIGNED_IN_HINT_COOKIE = 'fs_signed_in';

/**
 * Whether asking `GET /api/user` could find someone: the server's signed-in hint is set, or this
 * browser had a session (whose loss the person should hear of). A visitor who never signed in
 * asks nothing, so their page makes no request that answers 401.
 */
export function mightBeSignedIn(): boolean {
  if (hadSession()) return true;
  try {
    return document.cookie.split(';').some((pair) => pair.trim() === `${SIGNED_IN_HINT_COOKIE}=1`);
  } catch {
    return true;
  }
}

export function hadSession(): boolean {
  try {
    return storage()?.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

const NEW_ACCOUNT_KEY = 'foodshare.new-account';

/** Set on sign-up: this tab greets the person with "Welcome", not "Welcome back". */
export function markNewAccount(): void {
  try {
    window.sessionStorage.setItem(NEW_ACCOUNT_KEY, '1');
  } catch {
    // Without storage the greeting is "Welcome back", which is only a word off.
  }
}

export function isNewAccount(): boolean {
  try {
    return window.sessionStorage.getItem(NEW_ACCOUNT_KEY) === '1';
  } catch {
    return false;
  }
}
