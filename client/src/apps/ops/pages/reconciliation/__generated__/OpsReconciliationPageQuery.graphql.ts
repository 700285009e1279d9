/**
 * @generated SignedSource<<15b7273f6dcc0e4e1318d5df27e84662>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ReconciliationStatus = "CLEAN" | "DIFFERENCES" | "PENDING" | "%future added value";
export type OpsReconciliationPageQuery$variables = Record<PropertyKey, never>;
export type OpsReconciliationPageQuery$data = {
  readonly reconciliationDays: ReadonlyArray<{
    readonly billDate: string;
    readonly billInFen: string;
    readonly billLines: number;
    readonly billOutFen: string;
    readonly differences: ReadonlyArray<{
      readonly billFen: string | null | undefined;
      readonly billState: string;
      readonly id: string;
      readonly kindLabel: string;
      readonly ledgerFen: string | null | undefined;
      readonly orderNumber: number | null | undefined;
      readonly outRefundNo: string;
      readonly outTradeNo: string;
      readonly refund: boolean;
      readonly refundNumber: number | null | undefined;
      readonly transactionID: string;
    }>;
    readonly final: boolean;
    readonly id: string;
    readonly lastError: string;
    readonly ledgerEntries: number;
    readonly ledgerInFen: string;
    readonly ledgerOutFen: string;
    readonly ranAt: string | null | undefined;
    readonly status: ReconciliationStatus;
    readonly statusLabel: string;
  }>;
};
export type OpsReconciliationPageQuery = {
  response: OpsReconciliationPageQuery$data;
  variables: OpsReconciliationPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ReconciliationDay",
    "kind": "LinkedField",
    "name": "reconciliationDays",
    "plural": true,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "billDate",
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
        "name": "final",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ranAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lastError",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "billLines",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ledgerEntries",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "billInFen",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "billOutFen",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ledgerInFen",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ledgerOutFen",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ReconciliationDifference",
        "kind": "LinkedField",
        "name": "differences",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "kindLabel",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "refund",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "outTradeNo",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "transactionID",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "outRefundNo",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "orderNumber",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "refundNumber",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "billFen",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "ledgerFen",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "billState",
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
    "name": "OpsReconciliationPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OpsReconciliationPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "0326fbc2b284beda00418d76a8638f77",
    "id": null,
    "metadata": {},
    "name": "OpsReconciliationPageQuery",
    "operationKind": "query",
    "text": "query OpsReconciliationPageQuery {\n  reconciliationDays {\n    id\n    billDate\n    status\n    statusLabel\n    final\n    ranAt\n    lastError\n    billLines\n    ledgerEntries\n    billInFen\n    billOutFen\n    ledgerInFen\n    ledgerOutFen\n    differences {\n      id\n      kindLabel\n      refund\n      outTradeNo\n      transactionID\n      outRefundNo\n      orderNumber\n      refundNumber\n      billFen\n      ledgerFen\n      billState\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "87f05aadb645be802b10889e643841a5";

export default node;
