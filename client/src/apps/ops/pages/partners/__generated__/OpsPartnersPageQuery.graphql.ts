/**
 * @generated SignedSource<<d2991dcb9f4574ab6ccd591265b9d6f2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PartnerApplicationDecision = "APPROVE" | "REJECT" | "%future added value";
export type PartnerApplicationStatus = "APPROVED" | "CONTACTED" | "PENDING" | "REJECTED" | "%future added value";
export type OpsPartnersPageQuery$variables = Record<PropertyKey, never>;
export type OpsPartnersPageQuery$data = {
  readonly partnerApplications: ReadonlyArray<{
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
  }>;
};
export type OpsPartnersPageQuery = {
  response: OpsPartnersPageQuery$data;
  variables: OpsPartnersPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "OpsPartnerApplication",
    "kind": "LinkedField",
    "name": "partnerApplications",
    "plural": true,
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
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OpsPartnersPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OpsPartnersPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "0cd7cf197c2411dba5f10ac03a2f679f",
    "id": null,
    "metadata": {},
    "name": "OpsPartnersPageQuery",
    "operationKind": "query",
    "text": "query OpsPartnersPageQuery {\n  partnerApplications {\n    id\n    organization\n    typeLabel\n    contact\n    maskedMobile\n    maskedEmail\n    message\n    status\n    statusLabel\n    createdAt\n    allowedDecisions {\n      decision\n      label\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5d53f36ae67ee54b6e63d6456c692dca";

export default node;
