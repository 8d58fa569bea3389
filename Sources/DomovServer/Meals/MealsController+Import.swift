import DomovCore
import Foundation
import Hummingbird
import HTTPTypes
import NIOCore

/// Importing a recipe from a page's schema.org JSON-LD (a preview first: the filled recipe form,
/// which saves through the usual create), and exporting one as JSON-LD.
extension MealsController {
    @Sendable func importForm(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let frame = try await frame(context)
        return .html(RecipeImportPage(frame: frame).render())
    }

    @Sendable func importPreview(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let frame = try await frame(context)
        let text = Self.importedText(
            pasted: context.form[RecipeImportPage.Field.html],
            file: context.files[RecipeImportPage.Field.file.rawValue].map { Array($0.data) })
        let input: RecipeInput
        do {
            input = try Self.importedRecipe(text, field: "html")
        } catch let failure as ValidationFailure {
            // The pasted text is not shown again: it may be a whole page.
            return .html(RecipeImportPage(frame: frame, failure: failure).render(), status: .unprocessableContent)
        }
        var page = RecipeFormPage(frame: frame, recipe: nil, values: RecipeFormPage.fields(input: input))
        page.previewNote = frame(.importPreviewNote)
        page.failure = Self.problems(of: input)
        return .html(page.render(), status: page.failure == nil ? .ok : .unprocessableContent)
    }

    @Sendable func exportJSONLD(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let frame = try await frame(context)
        let listing = try await services.meals.recipe(try Self.recipeID(context), in: frame.householdID, for: frame.user)
        return Self.jsonLDResponse(listing.recipe, services: services)
    }

    // MARK: Shared with the API

    /// The uploaded file wins over the pasted text.
    static func importedText(pasted: String, file: [UInt8]?) -> String {
        if let file, !file.isEmpty { return String(decoding: file, as: UTF8.self) }
        return pasted
    }

    /// The recipe in the page, or a field error on `field`: required when empty, and otherwise
    /// what is wrong with the page: no recipe in it, or recipe data that is not JSON.
    static func importedRecipe(_ text: String, field: String) throws -> RecipeInput {
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { throw ValidationFailure([FieldError(field, .required)]) }
        do {
            return try RecipeJSONLDImport.recipe(fromHTML: text)
        } catch .noRecipe {
            throw ValidationFailure([FieldError(field, .noRecipeInPage)])
        } catch .notJSON {
            throw ValidationFailure([FieldError(field, .recipeDataNotJSON)])
        }
    }

    /// What saving the input would refuse; nil when it can be saved.
    static func problems(of input: RecipeInput) -> ValidationFailure? {
        do {
            _ = try input.validated()
            return nil
        } catch {
            return error
        }
    }

    static func jsonLDResponse(_ recipe: Recipe, services: DomovServices) -> Response {
        let base = services.baseURL
        let photoURL = recipe.photo.map { base + SiteURL.meals(.photo(recipe.householdID, recipe.id, digest: $0.digest)).path }
        let document = RecipeJSONLDExport(
            recipe, url: base + SiteURL.meals(.recipe(recipe.householdID, recipe.id)).path, photoURL: photoURL)
        var headers: HTTPFields = [:]
        headers[.contentType] = "application/ld+json; charset=utf-8"
        headers[.contentDisposition] = "inline; filename=\"recipe-\(recipe.id).jsonld\""
        headers[.cacheControl] = "private, no-cache"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: document.json())))
    }
}
