// Child process of bench:http: bare express 5 answering the same JSON as /api/v1/version.
import express from 'express';

const server = express();
server.get('/api/v1/version', (_req, res) => {
  res.json({ version: '0.0.0' });
});
const listener = server.listen(0, '127.0.0.1', () => {
  const address = listener.address();
  process.send?.({ url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
});
process.on('SIGTERM', () => process.exit(0));
