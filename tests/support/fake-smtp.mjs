// A small SMTP server that keeps what it receives, so the real nodemailer path runs in tests (and in
// bench/sigterm.mjs). Plain JavaScript, typed by fake-smtp.d.mts, so the bench scripts can use it too.
import net from 'node:net'

/** @returns {Promise<import('./fake-smtp.d.mts').FakeSmtp>} */
export async function startFakeSmtp() {
  /** @type {import('./fake-smtp.d.mts').CaughtMail[]} */
  const mails = []
  let failures = 0
  const server = net.createServer((socket) => {
    let from = ''
    /** @type {string[]} */
    let to = []
    /** @type {string[] | null} */
    let data = null
    let buffer = ''
    const reply = (/** @type {string} */ line) => socket.write(`${line}\r\n`)
    reply('220 fake-smtp ready')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      let index
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index)
        buffer = buffer.slice(index + 2)
        if (data) {
          if (line === '.') {
            if (failures > 0) {
              failures--
              reply('451 4.3.0 try again later')
            } else {
              mails.push({ from, to, data: data.join('\n') })
              reply('250 2.0.0 queued')
            }
            data = null
          } else data.push(line.startsWith('..') ? line.slice(1) : line)
          continue
        }
        const command = line.slice(0, 4).toUpperCase()
        if (command === 'EHLO' || command === 'HELO') reply('250 fake-smtp')
        else if (command === 'MAIL') {
          from = line.slice(10).trim()
          to = []
          reply('250 ok')
        } else if (command === 'RCPT') {
          to.push(line.slice(8).trim())
          reply('250 ok')
        } else if (command === 'DATA') {
          data = []
          reply('354 go ahead')
        } else if (command === 'RSET') reply('250 ok')
        else if (command === 'NOOP') reply('250 ok')
        else if (command === 'QUIT') {
          reply('221 bye')
          socket.end()
        } else reply('502 not implemented')
      }
    })
    socket.on('error', () => {})
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
  const { port } = /** @type {net.AddressInfo} */ (server.address())
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    failNext: (count) => {
      failures = count
    },
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  }
}

/** Quoted-printable soft breaks undone, so links can be read from the raw message. */
export function decodeMail(raw) {
  return raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
}
