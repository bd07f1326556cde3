import type { GenericSchema } from 'valibot';
import type * as PublicContracts from './public-contracts';

type Contracts = typeof PublicContracts;
type SchemaName = { [K in keyof Contracts]: Contracts[K] extends GenericSchema ? K : never }[keyof Contracts];

const contracts = () => import(/* webpackChunkName: "public-contracts" */ './public-contracts');

/**
 * A read's valibot contract, loaded (with valibot) when a read is first checked: the public
 * pages' first visit reads what the server inlined and so never loads either.
 */
export function lazyContract<K extends SchemaName>(name: K): () => Promise<Contracts[K]> {
  return async () => (await contracts())[name];
}

/** A list of the contract's items, for the reads that answer a bare array. */
export function lazyListOf<K extends SchemaName>(name: K) {
  return async () => {
    const [loaded, { array }] = await Promise.all([contracts(), import('valibot')]);
    return array(loaded[name]);
  };
}
