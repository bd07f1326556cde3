import type { ApiModule } from './api-module';
import { accountModule } from './account';
import { activitiesModule } from './activities';
import { auditModule } from './audit';
import { calendarModule } from './calendar';
import { campaignsModule } from './campaigns';
import { churchSettingsModule } from './church-settings';
import { clientErrorsModule } from './client-errors';
import { commentsModule } from './comments';
import { enumerationsModule } from './enumerations';
import { eventsModule } from './events';
import { filesModule } from './files';
import { givingTypesModule } from './giving-types';
import { givingsModule } from './givings';
import { bankVerificationsModule } from './bank-verifications';
import { groupsModule } from './groups';
import { healthModule } from './health';
import { liveModule } from './live';
import { liveStreamModule } from './live-stream';
import { mailModule } from './mail';
import { paymentMethodsModule } from './payment-methods';
import { paymentsModule } from './payments';
import { postsModule } from './posts';
import { prayerRequestsModule } from './prayer-requests';
import { recurringGivingsModule } from './recurring-givings';
import { reportsModule } from './reports';
import { rolesModule } from './roles';
import { schedulingModule } from './scheduling';
import { serviceTypesModule } from './service-types';
import { sessionsModule } from './sessions';
import { songsModule } from './songs';
import { statementsModule } from './statements';
import { statisticsModule } from './statistics';
import { throttlesModule } from './throttles';
import { twoFactorModule } from './two-factor';
import { usersModule } from './users';
import { videosModule } from './videos';

/**
 * Every API module, each after the modules it needs (module-graph.test.ts checks it): app.ts
 * registers them and the database seeds them in this order (demo data refers to earlier
 * modules' rows: states before members, members before their gifts). A new module is its
 * folder and one line here.
 */
export const apiModules: readonly ApiModule[] = [
  healthModule,
  enumerationsModule,
  throttlesModule,
  clientErrorsModule,
  rolesModule,
  churchSettingsModule,
  liveStreamModule,
  usersModule,
  sessionsModule,
  auditModule,
  twoFactorModule,
  mailModule,
  accountModule,
  liveModule,
  filesModule,
  videosModule,
  postsModule,
  groupsModule,
  eventsModule,
  commentsModule,
  prayerRequestsModule,
  paymentsModule,
  givingTypesModule,
  serviceTypesModule,
  calendarModule,
  paymentMethodsModule,
  statementsModule,
  givingsModule,
  bankVerificationsModule,
  reportsModule,
  recurringGivingsModule,
  campaignsModule,
  statisticsModule,
  activitiesModule,
  songsModule,
  schedulingModule,
];

export type { ApiModule, ModuleContext } from './api-module';
