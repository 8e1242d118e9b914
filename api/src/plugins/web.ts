import type { FastifyInstance } from 'fastify'

/** Serves the host, the remotes and `/runtime-config.json` (filled in by the federation work). */
export default async function web(_app: FastifyInstance): Promise<void> {}
