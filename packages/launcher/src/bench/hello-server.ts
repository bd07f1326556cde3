// The reference of the API benchmark: a bare Fastify answering {"hello":"world"}, in its own
// process like the API, so both are measured under the same conditions in the same run.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
