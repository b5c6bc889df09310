// Reads Prometheus' text format as /metrics answers it: the families with their types, and sample values.

export type Metrics = {
  text: string
  families: Map<string, string>
  samples: { name: string; labels: Record<string, string>; value: number }[]
}

export function parseMetrics(text: string): Metrics {
  const families = new Map<string, string>()
  const samples: Metrics['samples'] = []
  for (const line of text.split('\n')) {
    const type = /^# TYPE (\S+) (\S+)$/.exec(line)
    if (type) families.set(type[1]!, type[2]!)
    const sample = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line)
    if (!sample) continue
    const labels: Record<string, string> = {}
    for (const [, name, value] of (sample[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[name!] = value!
    samples.push({ name: sample[1]!, labels, value: Number(sample[3]) })
  }
  return { text, families, samples }
}

/** The sum of the samples of `name` whose labels include `labels` (0 when there is none). */
export function sampleValue(metrics: Metrics, name: string, labels: Record<string, string>): number {
  return metrics.samples
    .filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
    .reduce((sum, sample) => sum + sample.value, 0)
}
