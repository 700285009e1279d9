/**
 * @generated SignedSource<<a2848d30c28b08fb5d15068e1c56536c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type HomeSectionKind = "ARTICLES" | "ARTISTS" | "ARTWORKS" | "EXHIBITIONS" | "GALLERIES" | "GOODS" | "LIVES" | "VIEWING_ROOMS" | "%future added value";
export type PublicationAction = "PUBLISH" | "SCHEDULE" | "UNPUBLISH" | "UNSCHEDULE" | "%future added value";
export type PublicationState = "DRAFT" | "PUBLISHED" | "SCHEDULED" | "UNPUBLISHED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OpsHomepagePage_layout$data = {
  readonly allowedActions: ReadonlyArray<{
    readonly action: PublicationAction;
    readonly label: string;
  }>;
  readonly hasDraft: boolean;
  readonly kinds: ReadonlyArray<{
    readonly kind: HomeSectionKind;
    readonly label: string;
    readonly latestCount: number;
  }>;
  readonly publishAt: string | null | undefined;
  readonly sections: ReadonlyArray<{
    readonly items: ReadonlyArray<{
      readonly id: string;
      readonly number: number;
      readonly title: string;
      readonly visible: boolean;
    }>;
    readonly kind: HomeSectionKind;
    readonly title: string;
  }>;
  readonly state: PublicationState;
  readonly stateLabel: string;
  readonly " $fragmentType": "OpsHomepagePage_layout";
};
export type OpsHomepagePage_layout$key = {
  readonly " $data"?: OpsHomepagePage_layout$data;
  readonly " $fragmentSpreads": FragmentRefs<"OpsHomepagePage_layout">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OpsHomepagePage_layout",
  "selections": [
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
      "name": "hasDraft",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "publishAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PublicationActionItem",
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
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "HomeSectionKindItem",
      "kind": "LinkedField",
      "name": "kinds",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "latestCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OpsHomeSection",
      "kind": "LinkedField",
      "name": "sections",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "OpsHomeItem",
          "kind": "LinkedField",
          "name": "items",
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
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "visible",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "OpsHomeLayout",
  "abstractKey": null
};
})();

(node as any).hash = "8ceb78ba1b5c3132ccff8b061895cb88";

export default node;
