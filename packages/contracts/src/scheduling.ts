import * as v from 'valibot';
import { instantSchema } from './date-inputs';
import { entityIdSchema } from './ids';
import { swapMessages, TeammateSchema } from './scheduling-swaps';

// Volunteer scheduling (issue 33): teams of a service type with positions, the members of each
// position, and the people scheduled on a plan. A service type is one plan (service-plans.ts),
// dated by its `startsAt` on the church's clock.

export const schedulingRules = {
  nameMax: 100,
  /** People one position needs on a service. */
  peopleNeededMax: 50,
  declineReasonMax: 500,
  /** People found by one search of the member picker. */
  peopleSearchTake: 10,
} as const;

/** A team's rule for members of one household (decision 0095-households-and-offered-slots). */
export const householdRules = ['none', 'together', 'apart'] as const;
export type HouseholdRule = (typeof householdRules)[number];

export const assignmentStatuses = ['pending', 'accepted', 'declined'] as const;
export type AssignmentStatus = (typeof assignmentStatuses)[number];

/** What an e-mailed link answers, and what a member answers on My Schedule. */
export const assignmentAnswers = ['accept', 'decline'] as const;
export type AssignmentAnswer = (typeof assignmentAnswers)[number];

export const schedulingMessages = {
  teamNameRequired: 'Please, enter the team name',
  teamNameMax: `Team name max length is ${schedulingRules.nameMax} characters`,
  positionNameRequired: 'Please, enter the position name',
  positionNameMax: `Position name max length is ${schedulingRules.nameMax} characters`,
  peopleNeededInvalid: `People needed is a whole number from 1 to ${schedulingRules.peopleNeededMax}`,
  declineReasonMax: `Reason max length is ${schedulingRules.declineReasonMax} characters`,
  startsAtInvalid: 'Please, enter the date and time of the service',
  answerInvalid: 'Please, choose Accept or Decline',
  teamNotFound: 'Team not found',
  positionNotFound: 'Position not found',
  assignmentNotFound: 'Assignment not found',
  personNotFound: 'Member not found',
  notInPosition: 'Only members of the position can be scheduled in it',
  alreadyMember: 'This member is already in the position',
  alreadyScheduled: 'This member is already scheduled in this position',
  linkInvalid: 'This link has expired or was already used. Please answer on My Schedule.',
} as const;

const name = (required: string, max: string) =>
  v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.maxLength(schedulingRules.nameMax, max));
const teamName = name(schedulingMessages.teamNameRequired, schedulingMessages.teamNameMax);
const positionName = name(schedulingMessages.positionNameRequired, schedulingMessages.positionNameMax);
const peopleNeeded = v.pipe(
  v.number(schedulingMessages.peopleNeededInvalid),
  v.integer(schedulingMessages.peopleNeededInvalid),
  v.minValue(1, schedulingMessages.peopleNeededInvalid),
  v.maxValue(schedulingRules.peopleNeededMax, schedulingMessages.peopleNeededInvalid),
);
const userId = v.pipe(v.string(schedulingMessages.personNotFound), v.uuid(schedulingMessages.personNotFound));

/** A person as the scheduling pages name them. */
export const SchedulePersonSchema = v.object({
  id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
});
export type SchedulePerson = v.InferOutput<typeof SchedulePersonSchema>;

export const TeamPositionSchema = v.object({
  id: v.number(),
  teamId: v.number(),
  name: v.string(),
  peopleNeeded: v.number(),
  /** Members may take its open slots themselves. */
  signUpOpen: v.boolean(),
  /** By last name, then first name. */
  members: v.array(SchedulePersonSchema),
});
export type TeamPosition = v.InferOutput<typeof TeamPositionSchema>;

export const TeamSchema = v.object({
  id: v.number(),
  serviceTypeId: v.number(),
  name: v.string(),
  householdRule: v.picklist(householdRules),
  /** By name. */
  positions: v.array(TeamPositionSchema),
});
export type Team = v.InferOutput<typeof TeamSchema>;

/** POST /api/scheduling/teams */
export const CreateTeamSchema = v.object({
  serviceTypeId: entityIdSchema('Service type not found'),
  name: teamName,
});
export type CreateTeam = v.InferOutput<typeof CreateTeamSchema>;

/** PUT /api/scheduling/teams/{id} */
export const SaveTeamSchema = v.object({
  name: teamName,
  /** Absent: the rule stays as it is. */
  householdRule: v.optional(v.picklist(householdRules)),
});
export type SaveTeam = v.InferOutput<typeof SaveTeamSchema>;

/** PUT /api/scheduling/positions/{id} */
export const SavePositionSchema = v.object({
  name: positionName,
  peopleNeeded,
  /** Absent: the switch stays as it is. */
  signUpOpen: v.optional(v.boolean()),
});
export type SavePosition = v.InferOutput<typeof SavePositionSchema>;
export type SavePositionInput = v.InferInput<typeof SavePositionSchema>;

/** POST /api/scheduling/positions */
export const CreatePositionSchema = v.object({
  teamId: entityIdSchema(schedulingMessages.teamNotFound),
  name: positionName,
  peopleNeeded,
});
export type CreatePosition = v.InferOutput<typeof CreatePositionSchema>;

/** POST /api/scheduling/positions/{id}/members */
export const AddPositionMemberSchema = v.object({ userId });

/** GET /api/scheduling/people?search= : members to add to a position. */
export const SchedulePeopleQuerySchema = v.object({
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Search max length is 100 characters')), ''),
});

export const AssignmentSchema = v.object({
  id: v.number(),
  positionId: v.number(),
  person: SchedulePersonSchema,
  status: v.picklist(assignmentStatuses),
  declineReason: v.nullable(v.string()),
  /** A swap: who declined and asked this person to take their place. */
  inPlaceOf: v.optional(v.nullable(v.string())),
});
export type Assignment = v.InferOutput<typeof AssignmentSchema>;

/** GET /api/scheduling/plans/{id}: the plan's date and each position with who is scheduled. */
export const PlanScheduleSchema = v.object({
  serviceTypeId: v.number(),
  name: v.string(),
  /** ISO 8601 instant; null until the plan is dated. */
  startsAt: v.nullable(v.string()),
  teams: v.array(
    v.object({
      id: v.number(),
      name: v.string(),
      householdRule: v.picklist(householdRules),
      positions: v.array(
        v.object({
          id: v.number(),
          name: v.string(),
          peopleNeeded: v.number(),
          signUpOpen: v.boolean(),
          members: v.array(SchedulePersonSchema),
          assignments: v.array(AssignmentSchema),
        }),
      ),
    }),
  ),
});
export type PlanSchedule = v.InferOutput<typeof PlanScheduleSchema>;

/** PUT /api/scheduling/plans/{id}/time: when the service starts (the form sends the church's wall time as an instant). */
export const SavePlanTimeSchema = v.object({
  startsAt: instantSchema({ invalid: schedulingMessages.startsAtInvalid }),
});

/** POST /api/scheduling/assignments: schedule a member of the position on its plan. */
export const CreateAssignmentSchema = v.object({
  positionId: entityIdSchema(schedulingMessages.positionNotFound),
  userId,
  /** The scheduler saw the person's conflicts (blockout, double booking, monthly maximum) and schedules anyway. */
  override: v.optional(v.boolean(), false),
});
export type CreateAssignment = v.InferOutput<typeof CreateAssignmentSchema>;

const declineReason = v.optional(
  v.nullable(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(schedulingRules.declineReasonMax, schedulingMessages.declineReasonMax),
      v.transform((text) => (text === '' ? null : text)),
    ),
  ),
  null,
);

/** With a decline: the teammate asked to take the member's place (scheduling-swaps.ts). */
const replacementId = v.optional(
  v.nullable(v.pipe(v.string(swapMessages.replacementNotEligible), v.uuid(swapMessages.replacementNotEligible))),
  null,
);

/** With a decline: offer the slot to everyone in the position by e-mail (instead of one teammate). */
const offerToPosition = v.optional(v.boolean(), false);

/** PUT /api/scheduling/my-assignments/{id}: the member's own answer. */
export const AnswerAssignmentSchema = v.object({
  answer: v.picklist(assignmentAnswers, schedulingMessages.answerInvalid),
  reason: declineReason,
  replacementId,
  offerToPosition,
});
export type AnswerAssignment = v.InferOutput<typeof AnswerAssignmentSchema>;
export type AnswerAssignmentInput = v.InferInput<typeof AnswerAssignmentSchema>;

/** One of the member's own assignments, as My Schedule and the answer page show it. */
export const MyAssignmentSchema = v.object({
  id: v.number(),
  serviceTypeId: v.number(),
  planName: v.string(),
  startsAt: v.nullable(v.string()),
  teamName: v.string(),
  positionName: v.string(),
  status: v.picklist(assignmentStatuses),
  declineReason: v.nullable(v.string()),
  /** A swap: the teammate who declined and asked this member to take their place. */
  inPlaceOf: v.optional(v.nullable(v.string())),
});
export type MyAssignment = v.InferOutput<typeof MyAssignmentSchema>;

/** GET /api/scheduling/my-assignments: upcoming soonest first, undated, then past ones; onTeam says whether the page has a reason to show. */
export const MyScheduleSchema = v.object({
  onTeam: v.boolean(),
  assignments: v.array(MyAssignmentSchema),
});
export type MySchedule = v.InferOutput<typeof MyScheduleSchema>;

/** The e-mailed link's token (signed; the answer it gives is inside it). */
const linkToken = v.pipe(v.string(schedulingMessages.linkInvalid), v.maxLength(2000, schedulingMessages.linkInvalid));

/** GET /api/scheduling/answer-link?id&token: what the link answers, before the person confirms. */
export const AnswerLinkQuerySchema = v.object({
  id: v.pipe(
    v.string(schedulingMessages.linkInvalid),
    v.regex(/^\d{1,9}$/, schedulingMessages.linkInvalid),
    v.transform(Number),
  ),
  token: linkToken,
});

export const AnswerLinkPreviewSchema = v.object({
  firstName: v.string(),
  answer: v.picklist(assignmentAnswers),
  assignment: MyAssignmentSchema,
  /** A decline link's teammates who could take the person's place (none once one was asked). */
  replacements: v.optional(v.array(TeammateSchema)),
});
export type AnswerLinkPreview = v.InferOutput<typeof AnswerLinkPreviewSchema>;

/** POST /api/scheduling/answer-link: answers by the link, without signing in. */
export const AnswerByLinkSchema = v.object({
  id: entityIdSchema(schedulingMessages.linkInvalid),
  token: linkToken,
  reason: declineReason,
  replacementId,
  offerToPosition,
});
export type AnswerByLink = v.InferOutput<typeof AnswerByLinkSchema>;
