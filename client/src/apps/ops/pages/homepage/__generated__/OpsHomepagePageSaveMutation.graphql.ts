/**
 * @generated SignedSource<<7f3aa70a534f655efae49ee532e0b426>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type HomeSectionKind = "ARTICLES" | "ARTISTS" | "ARTWORKS" | "EXHIBITIONS" | "GALLERIES" | "GOODS" | "LIVES" | "VIEWING_ROOMS" | "%future added value";
export type PublicationAction = "PUBLISH" | "SCHEDULE" | "UNPUBLISH" | "UNSCHEDULE" | "%future added value";
export type PublicationState = "DRAFT" | "PUBLISHED" | "SCHEDULED" | "UNPUBLISHED" | "%future added value";
export type HomeLayoutInput = {
  sections: ReadonlyArray<HomeSectionInput>;
};
export type HomeSectionInput = {
  itemIDs: ReadonlyArray<string>;
  kind: HomeSectionKind;
  title: string;
};
export type OpsHomepagePageSaveMutation$variables = {
  input: HomeLayoutInput;
};
export type OpsHomepagePageSaveMutation$data = {
  readonly saveHomeLayout: {
    readonly layout: {
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
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type OpsHomepagePageSaveMutation = {
  response: OpsHomepagePageSaveMutation$data;
  variables: OpsHomepagePageSaveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "OpsHomeLayoutPayload",
    "kind": "LinkedField",
    "name": "saveHomeLayout",
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
        "concreteType": "OpsHomeLayout",
        "kind": "LinkedField",
        "name": "layout",
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
              (v1/*:: as any*/)
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
              (v2/*:: as any*/),
              (v1/*:: as any*/),
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
              (v2/*:: as any*/),
              (v3/*:: as any*/),
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
                  (v3/*:: as any*/),
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
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OpsHomepagePageSaveMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OpsHomepagePageSaveMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "66590f2c2ab6a6b430ef4a28aefebc63",
    "id": null,
    "metadata": {},
    "name": "OpsHomepagePageSaveMutation",
    "operationKind": "mutation",
    "text": "mutation OpsHomepagePageSaveMutation(\n  $input: HomeLayoutInput!\n) {\n  saveHomeLayout(input: $input) {\n    userErrors {\n      message\n      field\n    }\n    layout {\n      state\n      stateLabel\n      hasDraft\n      publishAt\n      allowedActions {\n        action\n        label\n      }\n      kinds {\n        kind\n        label\n        latestCount\n      }\n      sections {\n        kind\n        title\n        items {\n          id\n          number\n          title\n          visible\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c98708766249d712376db470d9e60e11";

export default node;
