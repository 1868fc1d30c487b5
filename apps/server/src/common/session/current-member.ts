/** Who is calling: set on the request by `SessionGuard`, read with `@Member()`. */
export interface CurrentMember {
  id: string;
  sessionId: string;
  agentId: string;
  username: string;
  role: 'member' | 'admin';
}
