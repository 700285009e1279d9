/**
 * @generated SignedSource<<a52b101f35268190af2e71a3ef5ea8d8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BalancePanel_viewer$data = {
  readonly balance: {
    readonly availableFen: string;
    readonly heldFen: string;
    readonly minWithdrawalFen: string;
    readonly pendingFen: string;
    readonly withdrawnFen: string;
  };
  readonly balanceHistory: ReadonlyArray<{
    readonly accountLabel: string;
    readonly amountFen: string;
    readonly at: string;
    readonly memo: string;
    readonly orderNumber: number | null | undefined;
  }>;
  readonly withdrawals: ReadonlyArray<{
    readonly accountLabel: string;
    readonly amountFen: string;
    readonly createdAt: string;
    readonly id: string;
    readonly rejectReason: string;
    readonly stateLabel: string;
  }>;
  readonly " $fragmentType": "BalancePanel_viewer";
};
export type BalancePanel_viewer$key = {
  readonly " $data"?: BalancePanel_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"BalancePanel_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "accountLabel",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amountFen",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BalancePanel_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Balance",
      "kind": "LinkedField",
      "name": "balance",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "availableFen",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pendingFen",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "heldFen",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "withdrawnFen",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "minWithdrawalFen",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BalanceLine",
      "kind": "LinkedField",
      "name": "balanceHistory",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "at",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "memo",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "orderNumber",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Withdrawal",
      "kind": "LinkedField",
      "name": "withdrawals",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        (v1/*:: as any*/),
        (v0/*:: as any*/),
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
          "name": "rejectReason",
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
  ],
  "type": "Member",
  "abstractKey": null
};
})();

(node as any).hash = "bdf7da7e8b39c0d0866442761d1ccfd3";

export default node;
