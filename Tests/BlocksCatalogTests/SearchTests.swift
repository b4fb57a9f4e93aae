import BlocksTestSupport
import Testing

@testable import BlocksCatalog

@Suite struct SearchTests {
  @Test(arguments: SearchCases.all)
  func search(_ testCase: SearchCase) {
    #expect(BlockSearch().results(for: testCase.query).map(\.block.id) == testCase.expected)
  }

  @Test func resultsRecordTheBestFieldOfEachWord() {
    let results = BlockSearch().results(for: "swipe pay")
    #expect(results.map(\.fields) == [[.name, .keyword]])
    let row = BlockSearch().results(for: "forward").map(\.block.id)
    #expect(row == [SearchCases.row, SearchCases.cards], "summary-only matches")
    #expect(BlockSearch().results(for: "forward").first?.fields == [.summary])
  }

  @Test func searchIsDeterministic() {
    let first = BlockSearch().results(for: "a")
    for _ in 0..<5 {
      #expect(BlockSearch().results(for: "a") == first)
    }
  }

  @Test func foldingIgnoresCaseAccentsAndWidth() {
    #expect(SearchText.fold("PULSACIÓN") == "pulsacion")
    #expect(SearchText.fold("ｓｌｉｄｅｒ") == "slider")
    #expect(SearchText.fold("Acción Ñandú") == "accion nandu")
    #expect(SearchText.words("to-do, «lista»") == ["to", "do", "lista"])
  }
}
