/**
 * @generated SignedSource<<b68f4b8e3c3f4b4e83c93e19799263e3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ArtworkMedium = "ACRYLIC" | "CALLIGRAPHY" | "DRAWING" | "INK" | "INSTALLATION" | "MIXED_MEDIA" | "OIL" | "PHOTOGRAPHY" | "PRINT" | "SCULPTURE" | "WATERCOLOR" | "%future added value";
export type WorkArtistKind = "existing" | "new" | "self" | "%future added value";
export type WorkShipping = "collect" | "fixed" | "free" | "%future added value";
export type CreateWorkInput = {
  form: WorkFormInput;
  galleryID?: string | null | undefined;
};
export type WorkFormInput = {
  artistID?: string | null | undefined;
  artistKind?: WorkArtistKind | null | undefined;
  artistName?: string | null | undefined;
  certificate?: boolean | null | undefined;
  depthCm?: number | null | undefined;
  description?: string | null | undefined;
  editionNumber?: number | null | undefined;
  editionSize?: number | null | undefined;
  framed?: boolean | null | undefined;
  heightCm?: number | null | undefined;
  images?: ReadonlyArray<WorkImageInput> | null | undefined;
  materials?: string | null | undefined;
  medium?: ArtworkMedium | null | undefined;
  priceFen?: string | null | undefined;
  shipFrom?: string | null | undefined;
  shipping?: WorkShipping | null | undefined;
  shippingFeeFen?: string | null | undefined;
  signed?: boolean | null | undefined;
  title?: string | null | undefined;
  widthCm?: number | null | undefined;
  year?: number | null | undefined;
};
export type WorkImageInput = {
  height: number;
  key: string;
  width: number;
};
export type WorkFormCreateMutation$variables = {
  input: CreateWorkInput;
};
export type WorkFormCreateMutation$data = {
  readonly createWork: {
    readonly " $fragmentSpreads": FragmentRefs<"WorkForm_result">;
  };
};
export type WorkFormCreateMutation = {
  response: WorkFormCreateMutation$data;
  variables: WorkFormCreateMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = [
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
        "name": "field",
        "storageKey": null
      },
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
        "name": "code",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Work",
    "kind": "LinkedField",
    "name": "work",
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
        "name": "version",
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
        "concreteType": "WorkActionOption",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WorkFormCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "WorkPayload",
        "kind": "LinkedField",
        "name": "createWork",
        "plural": false,
        "selections": [
          {
            "kind": "InlineDataFragmentSpread",
            "name": "WorkForm_result",
            "selections": (v2/*:: as any*/),
            "args": null,
            "argumentDefinitions": []
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WorkFormCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "WorkPayload",
        "kind": "LinkedField",
        "name": "createWork",
        "plural": false,
        "selections": (v2/*:: as any*/),
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "03a28396dcaadb3fa99398ba3533d7a6",
    "id": null,
    "metadata": {},
    "name": "WorkFormCreateMutation",
    "operationKind": "mutation",
    "text": "mutation WorkFormCreateMutation(\n  $input: CreateWorkInput!\n) {\n  createWork(input: $input) {\n    ...WorkForm_result\n  }\n}\n\nfragment WorkForm_result on WorkPayload {\n  userErrors {\n    field\n    message\n    code\n  }\n  work {\n    id\n    number\n    version\n    state\n    stateLabel\n    allowedActions {\n      action\n      label\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "52804151b15fdb91c57f404f195cb6a4";

export default node;
