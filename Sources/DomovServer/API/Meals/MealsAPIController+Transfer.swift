import DomovCore
import Foundation
import Hummingbird
import HTTPTypes
import NIOCore

/// JSON-LD import (preview or save) and export, and a recipe's photo through the API
/// (the same 413 and 415 rules as the web form).
extension MealsAPIController {
    func addTransferRoutes(to router: some RouterMethods<DomovRequestContext>) {
        let household = router.group(context: HouseholdRequestContext.self)
        let recipes = "households/:household/recipes"
        household.post("\(recipes)/import-preview", use: importPreview)
        household.post("\(recipes)/import", use: importRecipe)
        household.get("\(recipes)/:recipe/jsonld", use: exportJSONLD)
        household.get("\(recipes)/:recipe/photo", use: photo)
        household.put("\(recipes)/:recipe/photo", use: replacePhoto)
        household.delete("\(recipes)/:recipe/photo", use: deletePhoto)
    }

    /// What the page holds, as a recipe body ready to POST, with the problems it would have.
    @Sendable func importPreview(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        _ = try await services.households.household(context.householdID, for: user)
        let input = try await Self.importedInput(request, context: context)
        let problems = (MealsController.problems(of: input)?.errors ?? []).map {
            Problem.FieldMessage(field: $0.field, message: context.localizer(.fieldProblem($0.problem)))
        }
        return try .json(ImportPreviewResource(recipe: ImportedRecipeResource(input), errors: problems))
    }

    /// Imports and saves in one step; field errors name the recipe's properties (or `html`).
    @Sendable func importRecipe(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let householdID = context.householdID
        _ = try await services.households.household(householdID, for: user)
        let input = try await Self.importedInput(request, context: context)
        let recipe = try await services.meals.create(input, photo: nil, in: householdID, by: user)
        return try .json(
            RecipeResource(RecipeListing(recipe: recipe, likes: RecipeLikes(count: 0, likedByViewer: false))), status: .created)
    }

    @Sendable func exportJSONLD(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let listing = try await services.meals.recipe(
            try MealsController.recipeID(context), in: context.householdID, for: user)
        return MealsController.jsonLDResponse(listing.recipe, services: services)
    }

    @Sendable func photo(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let householdID = context.householdID
        let id = try MealsController.recipeID(context)
        let listing = try await services.meals.recipe(id, in: householdID, for: user)
        guard let info = listing.recipe.photo else { throw DomainError.notFound }
        var headers: HTTPFields = [:]
        headers[.contentType] = info.contentType.rawValue
        headers[.cacheControl] = "private, no-cache"
        headers[.eTag] = "\"\(info.digest)\""
        if request.headers[.ifNoneMatch] == "\"\(info.digest)\"" { return Response(status: .notModified, headers: headers) }
        let photo = try await services.meals.photo(of: id, in: householdID, for: user)
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: photo.bytes)))
    }

    /// The body is the image itself (any content type: the bytes decide); 413 over the limit, 415 not an image.
    @Sendable func replacePhoto(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let householdID = context.householdID
        let id = try MealsController.recipeID(context)
        let existing = try await services.meals.recipe(id, in: householdID, for: user)
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: RecipePhoto.maximumBytes)
        } catch is NIOTooManyBytesError {
            throw Self.refused(.tooLarge(maximumBytes: RecipePhoto.maximumBytes), context)
        }
        let photo: RecipePhoto
        do {
            photo = try RecipePhoto(checking: Array(buffer: body))
        } catch {
            throw Self.refused(error, context)
        }
        try await services.meals.update(id, in: householdID, with: RecipeInput(existing.recipe), photo: .replace(photo), by: user)
        return try .json(RecipeResource(try await services.meals.recipe(id, in: householdID, for: user)))
    }

    @Sendable func deletePhoto(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let householdID = context.householdID
        let id = try MealsController.recipeID(context)
        let existing = try await services.meals.recipe(id, in: householdID, for: user)
        guard existing.recipe.photo != nil else { throw DomainError.notFound }
        try await services.meals.update(id, in: householdID, with: RecipeInput(existing.recipe), photo: .remove, by: user)
        return Response(status: .noContent)
    }

    // MARK: Helpers

    /// `{"html": "..."}`: a page or a bare JSON-LD document.
    static func importedInput(_ request: Request, context: some DomovContext) async throws -> RecipeInput {
        var request = request
        let body = try await request.decodeJSON(as: ImportRequest.self, context: context)
        return try MealsController.importedRecipe(body.html ?? "", field: "html")
    }

    static func refused(_ error: RecipePhotoError, _ context: some DomovContext) -> MalformedRequest {
        let text = context.localizer(.meals(error == .unsupportedType ? .photoWrongType : .photoTooLarge(RecipePhoto.maximumBytes)))
        return MalformedRequest(status: error == .unsupportedType ? .unsupportedMediaType : .contentTooLarge, detail: text)
    }
}

struct ImportRequest: Decodable {
    var html: String?
}

/// An imported recipe in the shape POST /recipes takes.
struct ImportedRecipeResource: Encodable {
    let name: String
    let summary: String
    let ingredients: [String]
    let method: [String]
    let preparationMinutes: Int?
    let servings: Int?
    let kcal: Double?
    let protein: Double?
    let carbohydrate: Double?
    let fat: Double?
    let imageURL: String
    let details: RecipeDetailsResource

    init(_ input: RecipeInput) {
        func lines(_ text: String) -> [String] { text.split(whereSeparator: \.isNewline).map(String.init) }
        name = input.name
        summary = input.summary
        ingredients = lines(input.ingredients)
        method = lines(input.method)
        preparationMinutes = Int(input.preparationMinutes)
        servings = Int(input.servings)
        kcal = Double(input.kcal)
        protein = Double(input.protein)
        carbohydrate = Double(input.carbohydrate)
        fat = Double(input.fat)
        imageURL = input.imageURL
        details = RecipeDetailsResource(input.details)
    }
}

struct ImportPreviewResource: Encodable {
    let recipe: ImportedRecipeResource
    /// What saving it as it is would refuse; empty when it can be saved.
    let errors: [Problem.FieldMessage]
}
