/**
 * What each call does, in one line, for the OpenAPI document only (openapi.ts): kept out of the call entries so
 * the app's build, which reads the entries, does not carry the document's prose (docs/performance.md, "Bundle
 * budgets"). Keyed by the call's name; a call without its line is a type error.
 */
import type { API } from './index';

export const SUMMARIES: { readonly [Name in keyof typeof API]: string } = {
  emailLogin: 'Checks the password and emails a sign-in code; called again, it resends the code.',
  verifyEmailOtp:
    "Checks a sign-in code (with the attemptId its request answered) and starts a session; also verifies a vendor's sign-up code. At most 10 wrong codes per account in an hour.",
  refreshToken: 'Trades a refresh token for new tokens; a refresh token used twice ends its session (401).',
  forgotPassword: 'Emails a reset code when the email is an admin’s; the answer is the same for any email.',
  verifyResetOtp:
    'Checks a reset code (with the attemptId its request answered) and answers a one-time reset token.',
  resetPassword: 'Sets a new password with the reset token and ends every session of the admin.',
  acceptInvite: "Sets an invited admin's password with the invitation's token (once, within 48 hours).",
  setUp: 'Creates the first Super Admin with the setup link’s token; refuses once an admin exists.',
  setupState:
    'Whether the setup link’s token can still create the first Super Admin; refuses as setUp would, spends nothing.',
  logout: "Ends the call's own session.",
  emailRegister: 'Creates an unverified vendor account and emails its code; a taken email answers the same.',
  requestEmailOtp: "Resends a vendor's sign-up code; answers the code step's new attemptId.",
  listSessions: "The caller's live sessions, one per device.",
  endSession: 'Signs the caller out on one device.',
  endOtherSessions: 'Signs the caller out everywhere but this session.',
  changePassword:
    "Changes the caller's password, the current one required, and ends every other session of theirs.",
  getProfile: "The caller's own profile (another admin's is refused with 403).",
  putProfileImage: "Replaces the caller's photo: a JPEG, PNG, GIF or WebP, judged by its bytes.",
  listTeam: 'Every admin, invited ones included.',
  getSettings:
    "The business's settings: its IANA time zone, whose days every filter, period and export counts.",
  putSettings:
    "Changes the business's time zone (an IANA name such as America/Toronto); a trail entry says from what to what.",
  listApiKeys:
    'Every API key, revoked ones included, newest first: name, scopes, location, creator, last use; never a secret.',
  createApiKey:
    'Makes an API key with a name, scopes and an optional location; answers its secret this once (the store keeps a keyed hash).',
  revokeApiKey: 'Ends an API key at once, on every server process: its next call is refused with 401.',
  inviteAdmin: 'Creates an admin without a password and emails them a link to set one.',
  deactivateAdmin: 'Deactivates an admin and ends their sessions; the last active Super Admin stays.',
  reactivateAdmin: 'Reactivates an admin.',
  changeAdmin: "Changes an admin's role and location.",
  resendInvitation:
    'Mails a pending invitee a fresh link (48 hours); every earlier link is refused from then on.',
  revokeInvitation: 'Removes a pending invitee and their link; the link is refused from then on.',
  listLocations: "The business's locations, archived ones too, by name.",
  addLocation: 'Adds a location; its name unique without regard to case or accents.',
  renameLocation: 'Renames a location; every entry at it shows the new name.',
  archiveLocation:
    'Archives a location: refused for new entries, still in the filters; the last open one stays.',
  listClients:
    'The clients matching the filters: all of them, or one page of the whole sorted list and its total.',
  exportClients: 'Every client matching the filters as a CSV file, streamed.',
  getClient: "One client: the client's fields at the top level, beside type and message.",
  changeClientStatus: 'Blocks or unblocks a client, with a reason kept in its status log.',
  saveClientNotes: "Saves a client's notes, exactly as typed.",
  enrolClient: 'Enrols one client (one per email), with an opening balance if points are given.',
  editClient: "Changes a client's name, email and location.",
  importClients: 'Enrols every valid row of a CSV file in one transaction (docs/api.md, Importing clients).',
  addPoints: "Adds points to a client's balance; the ledger keeps the reason as reasonOrService.",
  redeemPoints: 'Redeems points for a service at a location; never more than the balance.',
  listTransactions:
    'The points ledger matching the filters, newest first: all of it, or one page of the whole sorted list and its total.',
  exportTransactions: 'Every points transaction matching the filters as a CSV file, streamed.',
  getTransaction: 'One transaction.',
  reverseTransaction:
    'Reverses one entry with a reason: a linked counter-entry, never leaving the balance below zero (docs/api.md, Reversals).',
  listBroadcasts: 'The broadcasts matching the filters; total matches, totalCount exists.',
  getBroadcast: "One broadcast, with its emails' queued, sent, failed and unsubscribed counts.",
  sendBroadcast:
    'Queues a message by email to every consenting, Active client (of one location, optionally); answers at once.',
  resendBroadcast:
    'Mails a broadcast again to the clients who consent now; its send time stays, its resends are counted.',
  setEmailConsent: "Sets a client's consent to broadcasts by email (yes or no), dated, from an admin.",
  unsubscribe:
    "The email's unsubscribe link (no sign-in): clears the client's consent once; again, it says already.",
  listActivityAdmins: "The admins by name, for the trail's filter.",
  listActivity: 'One page of the trail, newest first, its total exact up to a cap.',
  exportActivity: 'Every matching entry as a CSV file (X-Export-Truncated: true when cut at the cap).',
  listRewards:
    'The rewards catalogue: the active rewards, cheapest first; with archived=true the archived ones after them.',
  createReward:
    'Adds a reward: a name unique among the active rewards, a cost of 1–1,000,000 points, its locations.',
  changeReward: "Changes an active reward's name, cost and locations.",
  archiveReward: 'Archives a reward: Redeem no longer offers it; the ledger keeps naming it.',
  getOverview: "The Overview's figures for a period and locations.",
  getProgramme:
    'The programme: points per dollar, rounding, visit bonus, rates by location, expiry, point value.',
  putProgramme:
    'Saves the programme, Super Admins only; applies from then on, and the trail names what changed (docs/api.md, The programme).',
  clientExpiry: "A client's next expiring points and their day, or null.",
  getUpload: 'A profile photo, for <img>: no token (the id is unguessable), cached for good.',
  getOpenApi: 'This document: the OpenAPI 3.1 description of every call, generated from src/contract.',
};
