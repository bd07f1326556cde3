/**
 * What a Lighthouse run says about why a page scored as it did, in short lines a decision record
 * can quote: the elements that moved (layout shift) and what the largest paint waited for.
 */

type Node = { snippet?: string; selector?: string };
type Details = { items?: Record<string, unknown>[] } | undefined;

const shortUrl = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, '');
const nodeName = (node: unknown) => {
  const { snippet, selector } = (node ?? {}) as Node;
  return `${snippet ?? '(no element)'}${selector ? ` [${selector}]` : ''}`;
};

/** The largest shifts first: the element that moved most in each, with its score and causes Lighthouse names. */
export function layoutShiftsOf(details: unknown): string[] {
  const items = (details as Details)?.items ?? [];
  return items.slice(0, 5).map((item) => {
    const causes = ((item.subItems as Details)?.items ?? []).map((sub) => String(sub.cause));
    const score = Math.round(Number(item.score) * 1000) / 1000;
    return `${score} ${nodeName(item.node)}${causes.length > 0 ? ` (${causes.join(', ')})` : ''}`;
  });
}

/** The largest paint's parts (time to first byte, render delay...), as observed in the run. */
export function lcpPartsOf(details: unknown): string[] {
  const sections = (details as Details)?.items ?? [];
  const table = sections.find((section) => section.type === 'table') as Details;
  return (table?.items ?? []).map((part) => `${String(part.subpart)} ${Math.round(Number(part.duration))} ms`);
}

interface ChainNode {
  url: string;
  navStartToEndTime: number;
  transferSize?: number;
  isLongest?: boolean;
  children?: Record<string, ChainNode>;
}

/**
 * The longest chain of requests, each started by the one before it (a script asking for a
 * manifest, the manifest for an entry...): each link with the time it ended and its bytes.
 */
export function longestChainOf(details: unknown): string[] {
  const sections = (details as Details)?.items ?? [];
  const tree = sections
    .map((section) => section.value as { type?: string; chains?: Record<string, ChainNode> } | undefined)
    .find((value) => value?.type === 'network-tree');
  const chain: string[] = [];
  let level = tree?.chains;
  while (level) {
    const nodes = Object.values(level);
    const next = nodes.find((node) => node.isLongest) ?? nodes[0];
    if (!next) break;
    chain.push(`${shortUrl(next.url)} ends ${next.navStartToEndTime} ms (${next.transferSize ?? 0} B)`);
    level = next.children && Object.keys(next.children).length > 0 ? next.children : undefined;
  }
  return chain;
}
