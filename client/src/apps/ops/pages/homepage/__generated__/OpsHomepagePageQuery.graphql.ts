/**
 * @generated SignedSource<<6a3c90718958fba3f60e522c6273f11c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type HomeSectionKind = "ARTICLES" | "ARTISTS" | "ARTWORKS" | "EXHIBITIONS" | "GALLERIES" | "GOODS" | "LIVES" | "VIEWING_ROOMS" | "%future added value";
export type PublicationAction = "PUBLISH" | "SCHEDULE" | "UNPUBLISH" | "UNSCHEDULE" | "%future added value";
export type PublicationState = "DRAFT" | "PUBLISHED" | "SCHEDULED" | "UNPUBLISHED" | "%future added value";
export type OpsHomepagePageQuery$variables = Record<PropertyKey, never>;
export type OpsHomepagePageQuery$data = {
  readonly opsHomeLayout: {
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
  } | null | undefined;
};
export type OpsHomepagePageQuery = {
  response: OpsHomepagePageQuery$data;
  variables: OpsHomepagePageQuery$variables;
};

const node: ConcreteRequest = (function(){
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
},
v3 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "OpsHomeLayout",
    "kind": "LinkedField",
    "name": "opsHomeLayout",
    "plural": false,
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
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OpsHomepagePageQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OpsHomepagePageQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "8f72d0b7ce5ba2c95c79f45b0102c2ec",
    "id": null,
    "metadata": {},
    "name": "OpsHomepagePageQuery",
    "operationKind": "query",
    "text": "query OpsHomepagePageQuery {\n  opsHomeLayout {\n    state\n    stateLabel\n    hasDraft\n    publishAt\n    allowedActions {\n      action\n      label\n    }\n    kinds {\n      kind\n      label\n      latestCount\n    }\n    sections {\n      kind\n      title\n      items {\n        id\n        number\n        title\n        visible\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7676db3aa008966106bc74636c9b19ec";

export default node;
