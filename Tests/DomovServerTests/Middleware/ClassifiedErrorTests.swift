import DomovCore
@testable import DomovServer
import HTTPTypes
import NIOCore
import NIOHTTP1
import Testing

/// Errors that come from how a client sent its request are the client's (4xx), never a 500
/// (issue 23: interop/test_http_fuzz.py found a body cut short before its Content-Length).
@Suite("Classified errors")
struct ClassifiedErrorTests {
    @Test(arguments: [HTTPParserError.invalidEOFState, .invalidChunkSize, .unexpectedContentLength])
    func aBodyTheClientBrokeIs400(_ error: HTTPParserError) {
        #expect(ClassifiedError(error, localizer: Localizer(language: .english)).status == .badRequest)
    }

    @Test func aBodyOverTheLimitIs413() {
        #expect(ClassifiedError(NIOTooManyBytesError(maxBytes: 10), localizer: Localizer(language: .english)).status == .contentTooLarge)
    }
}
