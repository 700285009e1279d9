/**
 * @generated SignedSource<<96567c7e7451006dc0738163f4f63ded>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OpsWithdrawalsPageQuery$variables = Record<PropertyKey, never>;
export type OpsWithdrawalsPageQuery$data = {
  readonly opsWithdrawals: ReadonlyArray<{
    readonly accountLabel: string;
    readonly amountFen: string;
    readonly createdAt: string;
    readonly id: string;
    readonly number: number;
    readonly stateLabel: string;
  }>;
};
export type OpsWithdrawalsPageQuery = {
  response: OpsWithdrawalsPageQuery$data;
  variables: OpsWithdrawalsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Withdrawal",
    "kind": "LinkedField",
    "name": "opsWithdrawals",
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
        "name": "number",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "amountFen",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "accountLabel",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "stateLabel",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "createdAt",
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
    "name": "OpsWithdrawalsPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OpsWithdrawalsPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "dd3a2d481bbdd4dcaf19d627807c17de",
    "id": null,
    "metadata": {},
    "name": "OpsWithdrawalsPageQuery",
    "operationKind": "query",
    "text": "query OpsWithdrawalsPageQuery {\n  opsWithdrawals {\n    id\n    number\n    amountFen\n    accountLabel\n    stateLabel\n    createdAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "e8e633c1b7ecdeec046401a1fbcc6d05";

export default node;
