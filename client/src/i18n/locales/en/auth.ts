/** Sign in and sign up (`/auth`). */
export default {
  title: 'Sign in',
  checking: 'Checking whether you are signed in',
  backTo: 'Back to {{product}}',
  tabs: { login: 'Login', signup: 'Sign Up' },
  username: 'Username',
  login: {
    heading: 'Welcome back',
    intro: 'Sign in with your username. This is a demo: no password is needed.',
    placeholder: 'e.g. layla.fresh',
    submit: 'Sign In',
    submitting: 'Signing in...',
    welcomeTitle: 'Welcome back!',
    welcomeText: "You've successfully logged in.",
    failedTitle: 'Login failed',
    failedText: 'Invalid username or password',
  },
  signup: {
    heading: 'Join {{product}}',
    intro: 'Create a free demo account: just your name and a username.',
    firstName: 'First Name',
    lastName: 'Last Name',
    usernameHint:
      'At least 3 characters: English letters (a-z), numbers, dots, dashes or underscores. Usernames use English letters only so that nobody can pass for another member with a look-alike name; your name can be in Arabic.',
    role: 'Role',
    picture: 'Profile Picture',
    public: 'Public Profile',
    private: 'Private Profile',
    publicHint: 'Other members can see your profile in the community.',
    privateHint: 'Only you can see your profile. You can change this later in settings.',
    submit: 'Create Account',
    submitting: 'Creating account...',
    createdTitle: 'Account created!',
    createdText: 'Welcome to the {{product}} community! You can now share and rescue food.',
    failedTitle: 'Registration failed',
  },
  side: {
    heading: 'Good food deserves a second chance.',
    intro: 'Join a community across the UAE that rescues surplus meals and groceries every day.',
    share: {
      title: 'Share surplus food',
      text: 'Post what you cannot use in a minute, free, with a quick safety questionnaire.',
    },
    find: {
      title: 'Find affordable food',
      text: 'Pick up free donations or buy restaurant and grocery surplus at {{discount}} off.',
    },
    connect: {
      title: 'Connect locally',
      text: 'Meet neighbours, businesses, charities and collection hubs near you.',
    },
  },
} as const;
