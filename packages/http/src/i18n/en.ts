// The shared client's own messages in English: the spec's texts, exactly (decision 0073-languages).
export default {
  'http.errors.serverError': '500 - Network Error',
  'http.errors.refreshFailed': "Can't get refresh token",
} satisfies Record<string, string>;
