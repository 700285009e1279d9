/**
 * @generated SignedSource<<50113854d760aa3e49a07b04d9c809fd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RefundAction = "AGREE" | "AGREE_RETURN" | "AUTO_AGREE" | "AUTO_AGREE_RETURN" | "AUTO_CONFIRM_RETURN" | "CANCEL" | "CONFIRM_RETURN" | "DENY" | "ESCALATE" | "FAIL" | "GRANT" | "REFUSE" | "REQUEST" | "SETTLE_MANUALLY" | "SHIP_BACK" | "SUCCEED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PlatformRefunds_request$data = {
  readonly allowedActions: ReadonlyArray<{
    readonly action: RefundAction;
    readonly label: string;
  }>;
  readonly amountFen: string;
  readonly answerDueAt: string | null | undefined;
  readonly description: string;
  readonly id: string;
  readonly kindLabel: string;
  readonly number: number;
  readonly order: {
    readonly number: number;
    readonly title: string;
    readonly totalFen: string;
  };
  readonly reason: string;
  readonly returnCarrierLabel: string | null | undefined;
  readonly returnTrackingNumber: string | null | undefined;
  readonly stateLabel: string;
  readonly timeline: ReadonlyArray<{
    readonly actorLabel: string;
    readonly at: string;
    readonly detail: string;
    readonly label: string;
  }>;
  readonly " $fragmentType": "PlatformRefunds_request";
};
export type PlatformRefunds_request$key = {
  readonly " $data"?: PlatformRefunds_request$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlatformRefunds_request">;
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
  "name": "label",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlatformRefunds_request",
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
      "name": "kindLabel",
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
      "name": "description",
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "action",
          "storageKey": null
        },
        (v1/*:: as any*/)
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

(node as any).hash = "8a5c56e121c07891709feb0121a29737";

export default node;
