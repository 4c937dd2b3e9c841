/** The SWR key of the viewer (GET /v2/users/self): readers and writers of the current user share it. */
export const CURRENT_USER_KEY = '/v2/users/self';
