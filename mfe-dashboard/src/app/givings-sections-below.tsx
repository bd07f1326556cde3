import { GivingTypes } from '../features/giving-types/components/giving-types';
import { TestClock } from '../features/givings/components/test-clock';

/** Below the gifts: the giving types (with their form) and, in sandbox mode, the test clock. */
export default function GivingsSectionsBelow() {
  return (
    <>
      <GivingTypes />
      <TestClock />
    </>
  );
}
