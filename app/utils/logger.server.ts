import pino from 'pino'

/** JSON lines on stdout; the level comes from LOG_LEVEL. */
export const logger = pino({
  level: process.env.LOG_LEVEL?.trim() || 'info',
  base: { service: 'web' },
  timestamp: pino.stdTimeFunctions.isoTime,
  redact: ['password', '*.password', 'headers.cookie', 'headers.authorization'],
})
