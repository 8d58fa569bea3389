import DomovCore
@testable import DomovServer
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore

/// Steps the meals tests share.
extension Browser {
    static let recipeFields: [(String, String)] = [
        ("name", "Chicken <rice> bowl"), ("summary", "Lean & quick."),
        ("ingredients", "300 g chicken breast\r\n120 g basmati rice\r\nsalt"),
        ("method", "Cook the rice.\r\nFry the chicken."), ("preparationMinutes", "25"), ("servings", "2"),
        ("kcal", "520"), ("protein", "42"), ("carbohydrate", "55"), ("fat", "13"),
    ]

    /// Posts the recipe form as multipart with an optional photo of raw bytes.
    mutating func postRecipe(_ path: String, fields: [(String, String)], photo: [UInt8]? = nil) async throws -> TestResponse {
        if csrfField == nil { try await get("/") }
        let boundary = "domov-test-\(UUID().uuidString)"
        var body = ByteBuffer()
        for (name, value) in [("_csrf", csrfField ?? "")] + fields {
            body.writeString("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n")
        }
        if let photo {
            body.writeString(
                """
                --\(boundary)\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"photo.jpg\"\r\nContent-Type: image/jpeg\r\n\r\n
                """
            )
            body.writeBytes(photo)
            body.writeString("\r\n")
        }
        body.writeString("--\(boundary)--\r\n")
        return try await request(path, method: .post, headers: [.contentType: "multipart/form-data; boundary=\(boundary)"], body: body)
    }
}

/// A tiny JPEG-looking payload: the magic bytes are what is checked.
let sampleJPEG: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01, 0xFF, 0xD9]
