/**
 * @generated SignedSource<<edf258512176d5ae222b9dd0488461c8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OpsLedgerPageQuery$variables = Record<PropertyKey, never>;
export type OpsLedgerPageQuery$data = {
  readonly trialBalance: {
    readonly balanced: boolean;
    readonly creditFen: string;
    readonly debitFen: string;
    readonly problem: string;
    readonly rows: ReadonlyArray<{
      readonly account: string;
      readonly balanceFen: string;
      readonly label: string;
    }>;
  } | null | undefined;
};
export type OpsLedgerPageQuery = {
  response: OpsLedgerPageQuery$data;
  variables: OpsLedgerPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "TrialBalance",
    "kind": "LinkedField",
    "name": "trialBalance",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "TrialBalanceRow",
        "kind": "LinkedField",
        "name": "rows",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "account",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "label",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "balanceFen",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "debitFen",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "creditFen",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "balanced",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "problem",
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
    "name": "OpsLedgerPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OpsLedgerPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "f4564df587e97ddf56c7d67f184a8428",
    "id": null,
    "metadata": {},
    "name": "OpsLedgerPageQuery",
    "operationKind": "query",
    "text": "query OpsLedgerPageQuery {\n  trialBalance {\n    rows {\n      account\n      label\n      balanceFen\n    }\n    debitFen\n    creditFen\n    balanced\n    problem\n  }\n}\n"
  }
};
})();

(node as any).hash = "2a69414c0fbd6945a44e211ef12ad2de";

export default node;
