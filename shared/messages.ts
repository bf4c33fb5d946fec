/**
 * Every user-facing string of SPEC.md sections 5 and 8, written once. The server answers with
 * these and the web forms show them, so both sides always agree.
 *
 * Where the spec's message contradicted its own rule (min length 5 shown as 'Minimum 2
 * symbols'), the rule is kept and the message tells the truth.
 */
/** 45 seconds, 1 minute, 14 minutes: whole minutes (rounded up) from a minute on. */
function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return s === 1 ? '1 second' : `${s} seconds`;
  const minutes = Math.ceil(s / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export const messages = {
  required: 'This field is required',
  /** Sign-in form strings, verbatim from SPEC.md section 5 (with their trailing space). */
  signIn: {
    required: 'This field is required. ',
    emailInvalid: 'Email is not valid. ',
    passwordMin: 'Minimum 6 symbols. ',
  },
  emailInvalid: 'Email is not valid',
  wrongPattern: 'Wrong pattern',
  /** A text holding U+0000, which a pasted binary can carry and PostgreSQL cannot store. */
  nulCharacter: 'Contains an invisible null character (U+0000); remove it and save again',
  minSymbols: (n: number) => `Minimum ${n} symbols`,
  maxSymbols: (n: number) => `Maximum ${n} symbols`,
  maxItems: (n: number) => `At most ${n} items`,
  jsonArray: 'Must be a JSON array',
  /** An order (photos, team, partners, slides) that is not exactly the current list: something was added or removed meanwhile. */
  orderMismatch: (items: string) => `The list must hold each of the ${items} once: it has changed since it was read`,
  orderEmpty: 'The list is empty',
  locationNamePattern: 'Letters, digits, spaces, hyphens and apostrophes only, starting with a letter',
  locationNameReserved: 'This address is taken by another page of the site',
  locationNameTaken: 'A location with this name already exists',
  latitudeRange: 'Latitude must be a number from -90 to 90',
  longitudeRange: 'Longitude must be a number from -180 to 180',
  urlInvalid: 'Must be an https:// address',
  socialNetworkTwice: 'One link per network',
  instagramInvalid: 'Instagram nickname only: letters, digits, dots and underscores',
  transparencyRange: 'Transparency must be a whole number from 0 to 100',
  categoryUnknown: 'This category does not exist',
  categoryNameTaken: 'A category with this name already exists',
  videoUnknown: 'This video does not exist',
  /** POST /api/video/refresh/{id} when Vimeo still does not answer (502). */
  vimeoUnavailable: "Vimeo did not answer, so the video's details are still missing. Try again in a few minutes.",
  /** The admin's card of a video stored while Vimeo did not answer. */
  vimeoPending: "Vimeo's details have not arrived yet",
  /** The same on a phone's card, where the sentence would cover the card's title. */
  vimeoPendingShort: 'No Vimeo details yet',
  /** The add notification's second line for such a video. */
  vimeoPendingAfterAdd: "Vimeo has not sent its picture and details yet; its card offers 'Fetch again'.",
  vimeoFetched: 'Video details arrived from Vimeo',
  /** What visitors read where a video's picture would be, while Vimeo's details are missing. */
  videoPlaceholder: {
    card: 'Preview coming soon',
    player: 'Its picture has not arrived from Vimeo yet; the film can still be played.',
    unplayable: 'This video cannot be played here.',
  },
  missedImage: { title: 'Missed image', description: 'You should upload some image' },
  noFile: { title: 'No file', description: "You've not attached any image" },
  fileNotAttached: 'File is not attached',
  imageType: 'Only .png and .jpg images are accepted',
  imageTypeAny: 'Only JPEG, PNG, WebP, AVIF, GIF or TIFF images are accepted',
  logoType: 'Only .svg and .png images are accepted',
  imageTooLarge: 'The image is larger than 20 MB',
  /** The browser's check of a chosen file of 0 bytes. */
  imageEmpty: 'The file is empty',
  imageTooManyPixels: 'The image is larger than 50 megapixels',
  imageUnreadable: 'The image could not be read',
  /** 503 when the image queue is full; `seconds` is the Retry-After the server sent. */
  uploadsBusy: (seconds: number) =>
    `The server is busy processing other images; try again in ${seconds} second${seconds === 1 ? '' : 's'}`,
  uploadCancelled: 'The upload was cancelled',
  deleteConfirm: 'Are you sure you want to delete this?',
  auth: {
    loggedIn: 'Logged in',
    wrongData: 'Wrong data',
    userNotFound: 'User not found',
    unauthorized: 'You need to sign in again',
    tooManyAttempts: 'Too many sign-in attempts, try again later',
    /** The sign-in page's wording of a 429, from its Retry-After (seconds). */
    tooManyAttemptsWait: (seconds: number) => `Too many sign-in attempts, try again in ${waitText(seconds)}`,
    busy: 'The server is busy, try again in a moment',
    /** Shown where the browser runs no script: the token is kept by the page's app. */
    needsJavaScript: 'Signing in needs JavaScript, which is turned off in this browser.',
    /** Sign in pressed before the page's app has started, and it has not started since. */
    waitingForPage: 'Signing in waits for the page to finish loading. If nothing happens, check your connection and reload the page.',
    /** The dialog that asks for the password again when the server refuses the stored token. */
    signInAgain:
      'Your session has ended: it expired, or it was ended elsewhere (a password change, a removed account). Sign in again to go on where you left off; signing out closes what is open.',
  },
  /** Administrator accounts (DESIGN.md section 11). */
  accounts: {
    emailTaken: 'An account with this e-mail already exists',
    lastAccount: 'The last account cannot be removed',
    removeSelf: 'You cannot remove your own account',
    wrongCurrent: 'The current password is wrong',
    passwordsDiffer: 'The passwords do not match',
    passwordCommon: 'This password is among the first ones guessed: choose a less common one',
    passwordIsEmail: 'The password must not be the e-mail address',
    passwordUnchanged: 'The new password must differ from the current one',
    passwordChanged: 'Password changed; your other sessions are signed out',
  },
  /** The activity view (/admin/activity): how each action of the record reads. */
  activity: {
    actions: {
      add: 'Added',
      update: 'Edited',
      remove: 'Removed',
      order: 'Reordered',
      restore: 'Restored',
      purge: 'Deleted for good',
      'sign-in': 'Signed in',
      'sign-in failed': 'Sign-in refused',
      'sign-out': 'Signed out',
      password: 'Changed password',
    },
    empty: 'Nothing recorded yet.',
    emptyFiltered: 'Nothing matches these filters.',
    loadFailed: 'The activity could not be loaded.',
  },
  /** The trash (DESIGN.md section 11). */
  trash: {
    restoredWithoutCategory: 'Restored without its category: the category has been deleted',
    restoredWithoutVideo: 'Restored without its video link: the video has been deleted',
    categoryInTrash: 'Restored without its category for now: the category is in the trash, and restoring it puts this back in it',
    videoInTrash: 'Restored without its video link for now: the video is in the trash, and restoring it links this again',
    locationGone: 'Its location has been deleted: restore the location first',
    locationNameTaken: (name: string) => `Another location is now called ${name}: rename it first`,
    categoryNameTaken: (name: string) => `Another category is now called ${name}: rename it first`,
    notFound: 'This item is no longer in the trash',
  },
  notify: {
    error: 'Error',
    unexpected: 'Unexpected error',
    somethingWrong: 'Something went wrong',
    added: 'Added successfully',
    slideEdited: 'Edit successfully',
    edited: 'Edited successfully',
    deleted: 'Deleted successfully',
    restored: 'Restored successfully',
    undo: 'Undo',
    videoMissing: 'Something went wrong || this video does not exist',
    /** A write to an item someone else has deleted since the page loaded (a 404): SPEC.md's '||' form. */
    itemGone: 'Something went wrong || this item has been deleted meanwhile',
    /** A sort mode's Save refused because the list changed since it opened: the arrangement is kept over the new list. */
    orderChanged: 'The list changed meanwhile',
    /** `toSave`: the arrangement still differs from the saved order (else nothing is left to save). */
    orderChangedDetail: (noun: string, added: number, removed: number, toSave: boolean) => {
      const many = (n: number) => `${n} ${noun}${n === 1 ? '' : 's'}`;
      const what = [added > 0 ? `${many(added)} added` : '', removed > 0 ? `${many(removed)} removed` : '']
        .filter(Boolean)
        .join(' and ');
      const next = toSave ? 'Your order is kept; check it and press Save again.' : 'The saved order is already yours: nothing to save.';
      return `${what ? `${what} since you opened it. ` : ''}${next}`;
    },
  },
  vimeoNotFound: 'this video does not exist',
  notFound: 'Not found',
  internal: 'Internal error',
  success: 'success',
} as const;
