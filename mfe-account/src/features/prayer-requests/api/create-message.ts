import { api } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import * as v from 'valibot';
import { MessageSchema, type CreateMessage, type Message } from '@church/contracts';
import { appendToThread, showNewMessage } from './update-request-caches';

/** POST /api/messages: answers with the stored message. */
export async function createMessage(input: CreateMessage): Promise<Message> {
  const body: unknown = await api.post('messages', { json: input }).json();
  return v.parse(MessageSchema, body);
}

/** The sent message joins its thread and its request goes to the top of the lists. */
export function useCreateMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createMessage,
    onSuccess: (message) => {
      appendToThread(client, message);
      showNewMessage(client, message, { unread: false });
    },
  });
}
