// A TCP relay to a dependency (PostgreSQL, the S3 fake) that a test can cut — every connection
// dropped, new ones refused, as a restart or a network fault would — and restore on the same port.
import net from 'node:net'

export type TcpRelay = { listen: (port: number) => Promise<number>; cut: () => Promise<void> }

export function tcpRelay(target: URL): TcpRelay {
  const open = new Set<net.Socket>()
  let server: net.Server | undefined
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname)
        for (const socket of [client, upstream]) {
          open.add(socket)
          socket.on('close', () => open.delete(socket))
          socket.on('error', () => {})
        }
        client.pipe(upstream).pipe(client)
      })
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve((server!.address() as net.AddressInfo).port))
    })
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const socket of open) socket.destroy()
      if (!server?.listening) return resolve()
      server.close(() => resolve())
    })
  return { listen, cut }
}
