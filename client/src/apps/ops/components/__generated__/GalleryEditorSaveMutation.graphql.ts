/**
 * @generated SignedSource<<70b39cc6dac267c0d58021cc47b4cafd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PublicationAction = "PUBLISH" | "SCHEDULE" | "UNPUBLISH" | "UNSCHEDULE" | "%future added value";
export type PublicationState = "DRAFT" | "PUBLISHED" | "SCHEDULED" | "UNPUBLISHED" | "%future added value";
export type GalleryInput = {
  address: string;
  city: string;
  cover?: GalleryPictureInput | null | undefined;
  description: string;
  email: string;
  id?: string | null | undefined;
  logo?: GalleryPictureInput | null | undefined;
  name: string;
  nameEn: string;
  openingHours: string;
  phone: string;
  website: string;
};
export type GalleryPictureInput = {
  height: number;
  key: string;
  width: number;
};
export type GalleryEditorSaveMutation$variables = {
  input: GalleryInput;
};
export type GalleryEditorSaveMutation$data = {
  readonly saveGallery: {
    readonly gallery: {
      readonly address: string;
      readonly allowedActions: ReadonlyArray<{
        readonly action: PublicationAction;
        readonly label: string;
      }>;
      readonly city: string;
      readonly cover: {
        readonly height: number;
        readonly key: string;
        readonly url: string;
        readonly width: number;
      } | null | undefined;
      readonly description: string;
      readonly email: string;
      readonly hasDraft: boolean;
      readonly id: string;
      readonly logo: {
        readonly height: number;
        readonly key: string;
        readonly url: string;
        readonly width: number;
      } | null | undefined;
      readonly name: string;
      readonly nameEn: string;
      readonly number: number;
      readonly openingHours: string;
      readonly phone: string;
      readonly publishAt: string | null | undefined;
      readonly state: PublicationState;
      readonly stateLabel: string;
      readonly website: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type GalleryEditorSaveMutation = {
  response: GalleryEditorSaveMutation$data;
  variables: GalleryEditorSaveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "key",
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
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "url",
    "storageKey": null
  }
],
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "OpsGalleryPayload",
    "kind": "LinkedField",
    "name": "saveGallery",
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
        "concreteType": "OpsGallery",
        "kind": "LinkedField",
        "name": "gallery",
        "plural": false,
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
            "name": "name",
            "storageKey": null
          },
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
            "name": "city",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "address",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "openingHours",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "phone",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "website",
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
            "concreteType": "OpsGalleryPicture",
            "kind": "LinkedField",
            "name": "logo",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "OpsGalleryPicture",
            "kind": "LinkedField",
            "name": "cover",
            "plural": false,
            "selections": (v1/*:: as any*/),
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
    "name": "GalleryEditorSaveMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GalleryEditorSaveMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "18ab80f694b4792bfdd3a765455bba00",
    "id": null,
    "metadata": {},
    "name": "GalleryEditorSaveMutation",
    "operationKind": "mutation",
    "text": "mutation GalleryEditorSaveMutation(\n  $input: GalleryInput!\n) {\n  saveGallery(input: $input) {\n    userErrors {\n      message\n      field\n    }\n    gallery {\n      id\n      number\n      name\n      nameEn\n      city\n      address\n      openingHours\n      phone\n      email\n      website\n      description\n      logo {\n        key\n        width\n        height\n        url\n      }\n      cover {\n        key\n        width\n        height\n        url\n      }\n      state\n      stateLabel\n      hasDraft\n      publishAt\n      allowedActions {\n        action\n        label\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f79632509651ef784bd7e559436b3e8c";

export default node;
