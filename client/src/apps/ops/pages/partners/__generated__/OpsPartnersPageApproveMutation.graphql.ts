/**
 * @generated SignedSource<<f68fedeba4ebe47f9afa9a697e279036>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApprovePartnerApplicationInput = {
  city?: string | null | undefined;
  galleryID?: string | null | undefined;
  id: string;
};
export type OpsPartnersPageApproveMutation$variables = {
  input: ApprovePartnerApplicationInput;
};
export type OpsPartnersPageApproveMutation$data = {
  readonly approvePartnerApplication: {
    readonly application: {
      readonly " $fragmentSpreads": FragmentRefs<"OpsPartnersPage_application">;
    } | null | undefined;
    readonly gallery: {
      readonly name: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type OpsPartnersPageApproveMutation = {
  response: OpsPartnersPageApproveMutation$data;
  variables: OpsPartnersPageApproveMutation$variables;
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "UserError",
  "kind": "LinkedField",
  "name": "userErrors",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OpsPartnersPageApproveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PartnerApplicationPayload",
        "kind": "LinkedField",
        "name": "approvePartnerApplication",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "OpsPartnerApplication",
            "kind": "LinkedField",
            "name": "application",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "OpsPartnersPage_application"
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "OpsGalleryChoice",
            "kind": "LinkedField",
            "name": "gallery",
            "plural": false,
            "selections": [
              (v4/*:: as any*/)
            ],
            "storageKey": null
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
    "name": "OpsPartnersPageApproveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PartnerApplicationPayload",
        "kind": "LinkedField",
        "name": "approvePartnerApplication",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "OpsPartnerApplication",
            "kind": "LinkedField",
            "name": "application",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "organization",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "typeLabel",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "contact",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "maskedMobile",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "maskedEmail",
                "storageKey": null
              },
              (v2/*:: as any*/),
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
                "name": "statusLabel",
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
                "concreteType": "PartnerApplicationDecisionItem",
                "kind": "LinkedField",
                "name": "allowedDecisions",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "decision",
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
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "OpsGalleryChoice",
            "kind": "LinkedField",
            "name": "gallery",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ca0a0167bb725a761103da307ac7a26b",
    "id": null,
    "metadata": {},
    "name": "OpsPartnersPageApproveMutation",
    "operationKind": "mutation",
    "text": "mutation OpsPartnersPageApproveMutation(\n  $input: ApprovePartnerApplicationInput!\n) {\n  approvePartnerApplication(input: $input) {\n    userErrors {\n      message\n      field\n    }\n    application {\n      ...OpsPartnersPage_application\n      id\n    }\n    gallery {\n      name\n      id\n    }\n  }\n}\n\nfragment OpsPartnersPage_application on OpsPartnerApplication {\n  id\n  organization\n  typeLabel\n  contact\n  maskedMobile\n  maskedEmail\n  message\n  status\n  statusLabel\n  createdAt\n  allowedDecisions {\n    decision\n    label\n  }\n}\n"
  }
};
})();

(node as any).hash = "677e597173419028ff3f29348674dc22";

export default node;
