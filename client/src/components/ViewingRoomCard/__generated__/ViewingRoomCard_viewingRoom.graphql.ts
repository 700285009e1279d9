/**
 * @generated SignedSource<<e70d1069024a4feedb7f6d7423fbc513>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ViewingRoomStatus = "CLOSED" | "OPEN" | "UPCOMING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ViewingRoomCard_viewingRoom$data = {
  readonly closesAt: string;
  readonly cover: {
    readonly height: number;
    readonly srcset: string;
    readonly url: string;
    readonly width: number;
  } | null | undefined;
  readonly gallery: {
    readonly city: string;
    readonly name: string;
    readonly number: number;
  };
  readonly number: number;
  readonly opensAt: string;
  readonly status: ViewingRoomStatus;
  readonly statusLine: string;
  readonly title: string;
  readonly " $fragmentType": "ViewingRoomCard_viewingRoom";
};
export type ViewingRoomCard_viewingRoom$key = {
  readonly " $data"?: ViewingRoomCard_viewingRoom$data;
  readonly " $fragmentSpreads": FragmentRefs<"ViewingRoomCard_viewingRoom">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ViewingRoomCard_viewingRoom",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "statusLine",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "opensAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "closesAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Gallery",
      "kind": "LinkedField",
      "name": "gallery",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "city",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": "cover",
      "args": null,
      "concreteType": "Picture",
      "kind": "LinkedField",
      "name": "coverPicture",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": [
            {
              "kind": "Literal",
              "name": "width",
              "value": 640
            }
          ],
          "kind": "ScalarField",
          "name": "url",
          "storageKey": "url(width:640)"
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "srcset",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "width",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "height",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ViewingRoom",
  "abstractKey": null
};
})();

(node as any).hash = "85e461edc9f8b8d5a820b3e1b48c58e1";

export default node;
