/**
 * @generated SignedSource<<7d8276c4433b6524d1739dd33d117b2b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PartnerApplicationDecision = "APPROVE" | "REJECT" | "%future added value";
export type PartnerApplicationStatus = "APPROVED" | "CONTACTED" | "PENDING" | "REJECTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OpsPartnersPage_application$data = {
  readonly allowedDecisions: ReadonlyArray<{
    readonly decision: PartnerApplicationDecision;
    readonly label: string;
  }>;
  readonly contact: string;
  readonly createdAt: string;
  readonly id: string;
  readonly maskedEmail: string;
  readonly maskedMobile: string;
  readonly message: string;
  readonly organization: string;
  readonly status: PartnerApplicationStatus;
  readonly statusLabel: string;
  readonly typeLabel: string;
  readonly " $fragmentType": "OpsPartnersPage_application";
};
export type OpsPartnersPage_application$key = {
  readonly " $data"?: OpsPartnersPage_application$data;
  readonly " $fragmentSpreads": FragmentRefs<"OpsPartnersPage_application">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OpsPartnersPage_application",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "organization",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "typeLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contact",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maskedMobile",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maskedEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "statusLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PartnerApplicationDecisionItem",
      "kind": "LinkedField",
      "name": "allowedDecisions",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "decision",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "OpsPartnerApplication",
  "abstractKey": null
};

(node as any).hash = "51bf91487bd2fd454849998ece273100";

export default node;
