/**
 * @generated SignedSource<<8772a93d780e47ba23932996e8279eb4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ReconciliationStatus = "CLEAN" | "DIFFERENCES" | "PENDING" | "%future added value";
export type RunReconciliationInput = {
  billDate: string;
};
export type OpsReconciliationPageRunMutation$variables = {
  input: RunReconciliationInput;
};
export type OpsReconciliationPageRunMutation$data = {
  readonly runReconciliation: {
    readonly day: {
      readonly id: string;
      readonly status: ReconciliationStatus;
      readonly statusLabel: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type OpsReconciliationPageRunMutation = {
  response: OpsReconciliationPageRunMutation$data;
  variables: OpsReconciliationPageRunMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ReconciliationPayload",
    "kind": "LinkedField",
    "name": "runReconciliation",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "userErrors",
        "plural": true,
        "selections": [
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
            "name": "field",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ReconciliationDay",
        "kind": "LinkedField",
        "name": "day",
        "plural": false,
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
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "statusLabel",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OpsReconciliationPageRunMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OpsReconciliationPageRunMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "49a25242e156075d8f657d66525d4c5a",
    "id": null,
    "metadata": {},
    "name": "OpsReconciliationPageRunMutation",
    "operationKind": "mutation",
    "text": "mutation OpsReconciliationPageRunMutation(\n  $input: RunReconciliationInput!\n) {\n  runReconciliation(input: $input) {\n    userErrors {\n      message\n      field\n    }\n    day {\n      id\n      status\n      statusLabel\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "03db3eef60087f09bc0e4cb86867918e";

export default node;
