/**
 * @generated SignedSource<<c067bc11752da06fea2c92475acaaa06>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WithdrawalAction = "PAY" | "REJECT" | "%future added value";
export type OpsWithdrawalsPageQuery$variables = Record<PropertyKey, never>;
export type OpsWithdrawalsPageQuery$data = {
  readonly opsWithdrawals: ReadonlyArray<{
    readonly accountLabel: string;
    readonly allowedActions: ReadonlyArray<WithdrawalAction>;
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
        "name": "allowedActions",
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
    "cacheID": "e1e23f46f07bb18910ea372ba90086be",
    "id": null,
    "metadata": {},
    "name": "OpsWithdrawalsPageQuery",
    "operationKind": "query",
    "text": "query OpsWithdrawalsPageQuery {\n  opsWithdrawals {\n    id\n    number\n    amountFen\n    accountLabel\n    stateLabel\n    allowedActions\n    createdAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "d3cd259cb5168c63d61740de6cf234e8";

export default node;
