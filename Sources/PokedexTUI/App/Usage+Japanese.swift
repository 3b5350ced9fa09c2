extension Usage {
  /// The texts in Japanese.
  static let japanese = Texts(
    usage: "使い方:",
    app: """
      ターミナルで使うポケモン図鑑です。すべてのポケモンとすがたをオフラインで見られます。
      show はポケモン1匹のカードを、search は検索に一致するポケモンを、ability と
      move はその特性を持つポケモンやその技を覚えるポケモンを、compare はポケモンを
      並べて比べたものを、team は保存したチームを、calc は Showdown の書き方によるダメージ計算を、
      natures は性格の能力と味を、location はある場所で見つかるものを、item は道具とそれを
      持つポケモンを表示します。いずれもスクリプト向けです（詳しくは pokedex-tui show --help）。
      これらのコマンドの --lang、--no-color、--source、--api-url は、コマンドの前にも後にも
      置けます。

      オプション:
        --lang en|es|fr|de|ja
                       画面の言葉とポケモンの名前を英語、スペイン語、フランス語、ドイツ語、
                       日本語で表示（既定：ロケール。LC_ALL、LC_MESSAGES、LANG から決め、
                       なければ英語）
        --no-color     色を使わない（NO_COLOR が設定されているときや TERM=dumb のときも同じ）
        --source embedded|live
                       オフラインのスナップショット（既定）、またはローカルキャッシュ付きで
                       HTTP 経由の PokeAPI
        --api-url URL  --source live で使う PokeAPI のアドレス（既定 https://pokeapi.co）
        --record FILE  セッション（すべての操作とその時刻）を FILE に記録
        --replay FILE  記録したセッションを記録時の速さで再生し、どの画面の状態も記録と
                       一致するか確かめる。キーを押すと停止
        --speed N      N 倍の速さで再生（2、0.5、...。既定 1）。--replay のときのみ
        --help         このヘルプを表示
        --version      バージョンを表示

      キー：矢印か j/k で移動、Enter で開く、Esc か q で戻る、/ で検索、f でお気に入り、
      s で色違いの画像、o で並べ替え（O で逆順）、t で絞り込み、r で再試行、Tab で画面の切り替え、
      ? ですべてのキーを一覧表示。
      """,
    commands: """
      show はポケモン1匹のカードを表示します：番号、名前、分類、タイプ、高さ、重さ、特性、種族値、
      進化、タイプ相性。カラー端末では、キャッシュに画像があるとき（pokedex-tui sync --sprites）
      または --source live のときに画像も表示します。名前はどの言語でもよく、
      1文字の打ち間違いも許されます。不明な名前や曖昧な名前は終了コード 1 で終了し、
      候補の名前を示します。

      show はほかにも、各特性の効果、説明のある最新のゲームの図鑑の説明、育成とタマゴのデータ、
      その種のすがたも表示します。すがたは普段の書き方（mega charizard x、charizard-mega-x、
      alolan raichu、rotom wash）か番号（10034）で指定します。

      search は一致するポケモンを一致度の高い順に1行に1匹ずつ表示します：番号、名前、タイプ、
      そして一致したのが別の名前ならその名前。何も見つからなければ終了コード 1 で終了します。
      検索には語のほかに条件を書けます（すべての条件を満たすものが残ります）：
      type:fire（type:fire/flying は両方）、gen:1-3、hp>100（hp atk def spa spd spe bst、
      < <= = >= >）、weak:water、resists:grass、immune:ground、ability:levitate、
      learns:trick-room（game:scarlet-violet があればそのゲームで、なければ最新のゲームで）、
      in:viridian-forest（そこで野生で見つかる。game: があればそのゲームで）、egg:dragon、
      is:legendary|mythical|baby|mega|regional|gmax。- か ! は条件を否定し、| は選択肢を並べます。
      読めない条件があると、その条件を示して終了コード 1 で終了します。

      ability は特性の効果と、その特性を持つすべてのポケモンとすがたを表示します
      （隠れ特性には印を付けます）。名前はどの言語でもよく（levitate、ふゆう）、
      不明なら終了コード 1 で終了します。

      show --moves は1つのゲームで覚える技を覚え方ごとに表示します（--game：
      scarlet-violet のようなゲームのグループか scarlet のようなゲーム。既定は何かを
      覚える最新のゲーム）：レベルアップはレベル付き、わざマシンは番号付き、タマゴわざ、教え技、
      その他。move は技（タイプ、分類、威力、命中、PP、優先度、対象、世代、効果）と、
      1つのゲームでそれを覚えるポケモンを覚え方ごとに表示します。存在しないゲームや、
      何も覚えないゲームを指定すると、有効なゲームを示して終了コード 1 で終了します。

      compare は2〜4匹のポケモンを並べて表示します（複数の語からなる名前は引用符で囲みます）：
      タイプ、特性、各種族値と合計（* は最も高いもの、ほかはそれとの差を表示）、弱点、耐性、無効、
      そしてどれがどれより速いか。

      team はチーム（最大6匹、お気に入りと並べて保存）を、防御の相性（攻撃の各タイプに対してだれが
      弱点か、耐性があるか、無効か。3匹に共通する弱点には印を付けます）と攻撃の相性
      （各タイプに対して技で出せる最も良い効果。技を選んでいないメンバーは自身のタイプで。
      穴は名前を挙げます）とともに表示します。team export はチームを
      Pokémon Showdown の貼り付け形式で出力します。team import はその形式を読み込み
      （- で標準入力）、チームを置き換えます。読み込めない行があれば、何も変えずにその最初の行を
      示します。複数チームのバックアップ（=== [format] Name === の見出し）は、
      それぞれを別のチームとして追加します。セットの内容のうちゲームでは許されないもの
      （チームのフォーマットの世代において）は、そのまま残して警告の印を付けます。

      チームは複数持てます：team list で一覧（* は編集中のチーム）、team new で新しく作って編集、
      team use で別のチームを編集（番号か名前で）、team rename で編集中のチームの名前を変更、
      team copy でそれを複製、team delete で1つ削除します。

      calc は Pokémon Showdown の書き方によるダメージ計算を読み、Showdown と同じ形で表示します：
      ダメージ、防御側の HP に対する割合、倒せる確率（第9世代、シングル）。例：
      "252+ Atk Choice Band Garchomp Earthquake vs. 252 HP / 4 Def Heatran"。攻撃側：
      ランク補正（+2）、Lvl N、努力値（252+ Atk：+ か - は性格の補正、個体値が 31 でないときは
      N IVs、with Power Trick のときは 252+ Atk (Def)）、持ち物、特性、burned、Tera TYPE、
      Showdown の名前のポケモン、with Power Trick、switching boosted（おいうち）、
      技（連続技なら (3 hits)）。防御側：ランク補正、Lvl N、252 HP / 4 Def、持ち物、特性、
      Tera TYPE、ポケモン。続いて in Sun|Rain|Sand|Snow、
      in Electric|Grassy|Psychic|Misty Terrain、through Reflect|Light Screen、with Power Trick、
      with an ally's Aurora Veil、on a critical hit、in Wonder Room。省いたものは
      Showdown の既定値になります：レベル 100、個体値 31、努力値なし、補正なしの性格、
      1つ目の特性、持ち物なし、HP 満タン。倒せる確率には、Showdown と同じく、天気、
      防御側のたべのこしやくろいヘドロ、グラスフィールド、防御側の場の --stealth-rock と
      --spikes N（1〜3）、--leech-seed、--defender-status の poison・toxic・burn を計算に
      入れます。アプリでは、チームのメンバーや詳細で d を押すと計算機が開きます。
      読めない語があると、その語とそこで必要だったものを示して終了コード 1 で終了します。

      show --where はポケモンが1つのゲームで見つかる場所を表示します（--game、
      既定は見つかる最新のゲーム）：各場所と、その下に方法（歩く、波乗り、つりざお、もらう、…）、
      レベル、確率、条件（時間、季節、大量発生、…）。対になる2作の片方にしかいないときは、
      いる方のゲームも示します。見つからないが進化させれば手に入るゲームでは、何を進化させるかと、
      それがどこで見つかるかを示します。PokeAPI の出現データは
      ソード・シールドの追加コンテンツまでです。location はある場所（どの言語の名前でも、
      その一部でも）で見つかるものを、同じ形でゲームごとに表示します。

      item は道具を表示します：分類、効果、図鑑の説明、なげつける威力、値段、登場する世代、
      野生でそれを持っているポケモン（どれくらいの確率で、どのゲームで）。名前はどの言語でもよく、
      1文字の打ち間違いも許されます（leftovers、たべのこし）。

      natures は25の性格を表示します：それぞれが上げる能力と下げる能力（1割）、
      好きな味と嫌いな味。補正のない性格は最後に並べます。

      オプション:
        --json         代わりに JSON を出力（フィールドは README に記載）
        --rolls        16 通りのダメージ乱数も表示（calc）
        --stealth-rock, --spikes N
                       防御側の場の設置技。倒せる確率に入れる（calc）
        --leech-seed, --defender-status poison|toxic|burn
                       防御側へのターン終了時のダメージ。倒せる確率に入れる（calc）
        --limit N      結果は最大 N 件（search。既定 20、0 ですべて）
        --moves        カードの代わりに覚える技（show）
        --where        カードの代わりに生息地（show）
        --game G       --moves、--where、move、location のゲーム（既定：最新）
        --lang en|es|fr|de|ja
                       名前と言葉を英語、スペイン語、フランス語、ドイツ語、日本語で表示
                       （既定：ロケール）
        --no-color     色を使わない（NO_COLOR が設定されているときも同じ。パイプには色を付けない）
        --source embedded|live
                       オフラインのスナップショット（既定）、またはローカルキャッシュ付きで
                       HTTP 経由の PokeAPI
        --api-url URL  --source live で使う PokeAPI のアドレス
        --help         このヘルプを表示
      """)
}
