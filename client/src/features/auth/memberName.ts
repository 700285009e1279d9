/**
 * A generated username (m_ and 10 hex digits for a member who signed up by SMS, wx_ for WeChat: server
 * domain/member/accounts.NewUsername). It names no one, so it is never shown beside a nickname (issue 26).
 */
const GENERATED = /^(?:m|wx)_[0-9a-f]{10}$/;

/** The names the member bar shows: the nickname, and a chosen username beside it when it differs. */
export function memberBarNames(nickname: string, username: string): { name: string; username: string | null } {
  const chosen = GENERATED.test(username) ? "" : username;
  const name = nickname || chosen;
  return { name, username: chosen !== "" && chosen !== name ? chosen : null };
}
