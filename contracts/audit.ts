import { Type, type Static } from 'typebox';

/**
 * The operator's check of the audit log (`npm run ops -- audit-verify`): POST /ops/audit/verify
 * seals what is waiting, recomputes the hash chain and names the first broken position.
 */
export const AuditAnchor = Type.Object(
  {
    seq: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
    hash: Type.String({ pattern: '^[0-9a-f]{64}$' }),
  },
  { additionalProperties: false },
);

/** An anchor is a head printed by an earlier verify and kept elsewhere: it must still be in the chain. */
export const OpsAuditVerifyBody = Type.Object({ anchor: Type.Optional(AuditAnchor) }, { additionalProperties: false });
export type OpsAuditVerifyBody = Static<typeof OpsAuditVerifyBody>;

export const AUDIT_CHAIN_PROBLEMS = ['altered', 'missing', 'head', 'anchor'] as const;
export type AuditChainProblem = (typeof AUDIT_CHAIN_PROBLEMS)[number];

export const OpsAuditVerdict = Type.Object({
  intact: Type.Boolean(),
  sealed: Type.Integer(),
  unsealed: Type.Integer(),
  head: Type.Object({ seq: Type.Integer(), hash: Type.String() }),
  broken: Type.Union([
    Type.Object({ seq: Type.Integer(), problem: Type.Unsafe<AuditChainProblem>({ type: 'string', enum: [...AUDIT_CHAIN_PROBLEMS] }) }),
    Type.Null(),
  ]),
});
export type OpsAuditVerdict = Static<typeof OpsAuditVerdict>;
