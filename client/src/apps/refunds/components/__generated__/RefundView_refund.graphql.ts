/**
 * @generated SignedSource<<39a887b5cfe61dc62195dae8d47cc315>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RefundAction = "AGREE" | "AGREE_RETURN" | "AUTO_AGREE" | "AUTO_AGREE_RETURN" | "AUTO_CONFIRM_RETURN" | "CANCEL" | "CONFIRM_RETURN" | "DENY" | "ESCALATE" | "FAIL" | "GRANT" | "REFUSE" | "REQUEST" | "SETTLE_MANUALLY" | "SHIP_BACK" | "SUCCEED" | "%future added value";
export type RefundRole = "BUYER" | "SELLER" | "%future added value";
export type RefundState = "ABNORMAL" | "ARBITRATION" | "AWAITING_RETURN" | "CANCELLED" | "CLOSED" | "REFUNDING" | "REFUSED" | "REQUESTED" | "RETURN_SHIPPED" | "SUCCEEDED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RefundView_refund$data = {
  readonly allowedActions: ReadonlyArray<{
    readonly action: RefundAction;
    readonly label: string;
  }>;
  readonly amountFen: string;
  readonly answerDueAt: string | null | undefined;
  readonly createdAt: string;
  readonly description: string;
  readonly id: string;
  readonly kindLabel: string;
  readonly number: number;
  readonly order: {
    readonly number: number;
    readonly refundableFen: string;
    readonly title: string;
    readonly totalFen: string;
  };
  readonly photos: ReadonlyArray<{
    readonly full: string;
    readonly thumb: string;
  }>;
  readonly reason: string;
  readonly refundFen: string | null | undefined;
  readonly refuseReason: string;
  readonly returnCarrierLabel: string | null | undefined;
  readonly returnDueAt: string | null | undefined;
  readonly returnTrackingNumber: string | null | undefined;
  readonly state: RefundState;
  readonly stateLabel: string;
  readonly timeline: ReadonlyArray<{
    readonly action: RefundAction;
    readonly actorLabel: string;
    readonly at: string;
    readonly detail: string;
    readonly label: string;
  }>;
  readonly viewerRole: RefundRole;
  readonly " $fragmentType": "RefundView_refund";
};
export type RefundView_refund$key = {
  readonly " $data"?: RefundView_refund$data;
  readonly " $fragmentSpreads": FragmentRefs<"RefundView_refund">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "action",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RefundView_refund",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
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
      "name": "kindLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reason",
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
      "name": "refundFen",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Picture",
      "kind": "LinkedField",
      "name": "photos",
      "plural": true,
      "selections": [
        {
          "alias": "thumb",
          "args": [
            {
              "kind": "Literal",
              "name": "width",
              "value": 320
            }
          ],
          "kind": "ScalarField",
          "name": "url",
          "storageKey": "url(width:320)"
        },
        {
          "alias": "full",
          "args": [
            {
              "kind": "Literal",
              "name": "width",
              "value": 1920
            }
          ],
          "kind": "ScalarField",
          "name": "url",
          "storageKey": "url(width:1920)"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "refuseReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "returnCarrierLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "returnTrackingNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "answerDueAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "returnDueAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerRole",
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
      "concreteType": "Order",
      "kind": "LinkedField",
      "name": "order",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalFen",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "refundableFen",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RefundActionOption",
      "kind": "LinkedField",
      "name": "allowedActions",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        (v2/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RefundTimelineEvent",
      "kind": "LinkedField",
      "name": "timeline",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "actorLabel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "detail",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "at",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "RefundRequest",
  "abstractKey": null
};
})();

(node as any).hash = "9c1bb12f0529f766f1005b43cfa55d00";

export default node;
