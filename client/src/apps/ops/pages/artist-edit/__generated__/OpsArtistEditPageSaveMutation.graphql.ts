/**
 * @generated SignedSource<<a303e065e8ebfa5753fe528d3525914e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PublicationAction = "PUBLISH" | "SCHEDULE" | "UNPUBLISH" | "UNSCHEDULE" | "%future added value";
export type PublicationState = "DRAFT" | "PUBLISHED" | "SCHEDULED" | "UNPUBLISHED" | "%future added value";
export type ArtistInput = {
  bio: string;
  birthYear?: number | null | undefined;
  galleryIDs: ReadonlyArray<string>;
  id?: string | null | undefined;
  name: string;
  nameEn: string;
  portrait?: WorkImageInput | null | undefined;
  region: string;
};
export type WorkImageInput = {
  height: number;
  key: string;
  width: number;
};
export type OpsArtistEditPageSaveMutation$variables = {
  input: ArtistInput;
};
export type OpsArtistEditPageSaveMutation$data = {
  readonly saveArtist: {
    readonly artist: {
      readonly allowedActions: ReadonlyArray<{
        readonly action: PublicationAction;
        readonly label: string;
      }>;
      readonly bio: string;
      readonly birthYear: number | null | undefined;
      readonly galleries: ReadonlyArray<{
        readonly id: string;
        readonly name: string;
      }>;
      readonly hasDraft: boolean;
      readonly id: string;
      readonly name: string;
      readonly nameEn: string;
      readonly number: number;
      readonly portrait: {
        readonly height: number;
        readonly srcset: string;
        readonly url: string;
        readonly width: number;
      } | null | undefined;
      readonly portraitKey: string;
      readonly publishAt: string | null | undefined;
      readonly region: string;
      readonly state: PublicationState;
      readonly stateLabel: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type OpsArtistEditPageSaveMutation = {
  response: OpsArtistEditPageSaveMutation$data;
  variables: OpsArtistEditPageSaveMutation$variables;
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
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "OpsArtistPayload",
    "kind": "LinkedField",
    "name": "saveArtist",
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
        "concreteType": "OpsArtist",
        "kind": "LinkedField",
        "name": "artist",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
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
            "name": "nameEn",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "birthYear",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "region",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "bio",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "portraitKey",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Picture",
            "kind": "LinkedField",
            "name": "portrait",
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
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "OpsArtistGallery",
            "kind": "LinkedField",
            "name": "galleries",
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "label",
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
    "name": "OpsArtistEditPageSaveMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OpsArtistEditPageSaveMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "35e7d2e9d29b10cb6c181504d3de03b3",
    "id": null,
    "metadata": {},
    "name": "OpsArtistEditPageSaveMutation",
    "operationKind": "mutation",
    "text": "mutation OpsArtistEditPageSaveMutation(\n  $input: ArtistInput!\n) {\n  saveArtist(input: $input) {\n    userErrors {\n      message\n      field\n    }\n    artist {\n      id\n      number\n      name\n      nameEn\n      birthYear\n      region\n      bio\n      portraitKey\n      portrait {\n        url(width: 640)\n        srcset\n        width\n        height\n      }\n      galleries {\n        id\n        name\n      }\n      state\n      stateLabel\n      hasDraft\n      publishAt\n      allowedActions {\n        action\n        label\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "98129d5e8bdffabe2d4c737e275feb67";

export default node;
