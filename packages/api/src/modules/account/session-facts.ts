/**
 * What other modules add to a member's session answer (sign-in and refresh), read afresh each
 * time like the roles. A fact is always sent, false too: the browser lays a refresh's answer
 * over the session it keeps, so a fact left out would keep its old value.
 * Scheduling adds `onTeam` (My Schedule's menu entry, decision 0082-blockouts-reminders-feed).
 */
export interface SessionFacts {
  onTeam?: boolean;
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
