/**
 * What other modules add to a member's session answer (sign-in and refresh), read afresh each
 * time like the roles: a fact is present only when true, so a session without it reads as no.
 * Scheduling adds `onTeam` (My Schedule's menu entry, decision 0082-blockouts-reminders-feed).
 */
export interface SessionFacts {
  onTeam?: true;
}
export type SessionFact = (userId: string) => Promise<SessionFacts>;

export function createSessionFacts() {
  const facts: SessionFact[] = [];
  return {
    add(fact: SessionFact): void {
      facts.push(fact);
    },
    async of(userId: string): Promise<SessionFacts> {
      return Object.assign({}, ...(await Promise.all(facts.map((fact) => fact(userId))))) as SessionFacts;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionFacts: ReturnType<typeof createSessionFacts>;
  }
}
