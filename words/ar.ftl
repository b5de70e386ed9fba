# The words of the game (see the README: adding a language is one file like this one).
language-name = العربية
language-direction = rtl

## page and menu
page-title = مراكش — سوق السجاد
game-name = مراكش
game-menu = قائمة اللعبة
new-game = لعبة جديدة
export = تصدير
import = استيراد
rules = القواعد
settings = الإعدادات
about = حول اللعبة
more = المزيد
language = اللغة
back-to-game = العودة إلى اللعبة
close = إغلاق
cancel = إلغاء
ok = موافق

## about
about-credit = مراكش لعبة لوحية من تصميم دومينيك إرهارد (Dominique Ehrhard)، ونشرتها شركة Gigamic. هذه نسخة مقتبسة غير رسمية وغير تجارية؛ والاسم واللعبة ملك لأصحابهما.
about-local = كل شيء يعمل ويُحفظ في هذا المتصفح. الشيفرة البرمجية منشورة بترخيص MIT.

## confirm new game
confirm-title = بدء لعبة جديدة؟
confirm-import-title = استبدال اللعبة الجارية؟
confirm-import-body = ستحلّ اللعبة التي تفتحها محلّ اللعبة الجارية. صدِّر اللعبة الحالية أولًا إن أردت الاحتفاظ بها.
replace = استبدال
game-loaded = تم تحميل اللعبة.
confirm-body = تبقى اللعبة الجارية محفوظة حتى تبدأ اللعبة الجديدة، ويمكنك العودة إليها من شاشة الإعداد. صدِّرها للاحتفاظ بها نهائيًا.
confirm-lesson-title = مغادرة الدرس؟
confirm-lesson-body = لا يُحفظ الدرس؛ يمكنك بدؤه من جديد من صفحة القواعد.

## crash
crash-title = حدث خطأ ما
crash-body = توقفت اللعبة بسبب خلل في البرنامج. لعبتك محفوظة: أعد تحميل الصفحة لتتابع اللعب. إن تكرر ذلك، فيُرجى نسخ النص أدناه في بلاغ عن الخلل.
crash-body-no-game = توقفت اللعبة بسبب خلل في البرنامج. أعد تحميل الصفحة لتبدأ من جديد. إن تكرر ذلك، فيُرجى نسخ النص أدناه في بلاغ عن الخلل.
error-details = تفاصيل الخطأ
reload = إعادة التحميل

## final screen
tie-shared = تعادل في النقاط وفي الدراهم: الفوز مشترك.
tie-richer-share = تعادل في النقاط؛ حُسم التعادل بالدراهم، ومع ذلك يتقاسم الأغنياء الفوز.
tie-richer = تعادل في النقاط: يفوز الأغنى.
out-of-the-game = خارج اللعبة
out-of-money-on-turn = نفد المال في الدور { $turn }
winner = فوز
score-rule = النقاط: الدراهم مضافًا إليها الخانات التي تظهر فيها ألوانك.
rematch = جولة أخرى
new-players = لاعبون جدد
ranking = الترتيب

## handoff
handoff-note = لا أسرار في هذه اللعبة: هذه الاستراحة توضّح فقط لمن الدور.

## notices
start-fresh = البدء من جديد
download-refused = رفض المتصفح التنزيل.

## settings
show-handoff = إظهار «مرِّر إلى …» بين الأدوار
animations = الرسوم المتحركة
speed-normal = عادية
speed-fast = سريعة
speed-instant = فورية
reduce-motion = تقليل الحركة
reduce-motion-note = يقفز عصام بدل أن ينزلق، ولا شيء يدور أو ينبض. يُضبط هذا الخيار في البداية وفق ما يطلبه نظامك.

## set-up
welcome-title = مرحبًا بك في سوق السجاد
welcome-line = أدِر عصام، وارمِ النرد، وادفع لصاحب السجاد الذي يتوقف عليه، ثم ضع بجانبه سجادة من سجاداتك. يفوز صاحب أكبر مجموع من الدراهم وخانات السجاد الظاهرة.
quick-bots = أنت ضد روبوتين متوسطين
quick-pass = العب بالتناوب (3 لاعبين)
quick-custom = لعبة مخصّصة
players = اللاعبون
who-starts = من يبدأ
draw-lots = القرعة
out-of-money = نفاد المال
out-standard = الخروج من اللعبة (قياسي)
keep-playing = مواصلة اللعب برصيد 0
turn-order = ترتيب خطوات الدور
order-classic = إدارة عصام ثم الرمي (قياسي)
order-roll-first = الرمي أولًا، وإدارة عصام في النهاية
start-the-game = ابدأ اللعبة
make-invitation = أنشئ الدعوة
kind-person = إنسان
kind-easy = روبوت: سهل
kind-medium = روبوت: متوسط
kind-hard = روبوت: صعب
kind-master = روبوت: خبير
level-easy = سهل
level-medium = متوسط
level-hard = صعب
level-master = خبير

## colours (palette order)
red = أحمر
yellow = أصفر
cyan = سماوي
purple = بنفسجي

## the turn
turn-left = إلى اليسار
straight-on = إلى الأمام
turn-right = إلى اليمين
roll-the-die = ارمِ النرد
lay-the-rug = ضع السجادة
undo = تراجع
the-die = النرد
next-rug = السجادة التالية:
rug-positions = أين يمكن وضع السجادة
keys-hint = المفاتيح: ← ↑ → لإدارة عصام، وR للرمي، والأسهم للتنقل في السوق، وEnter لاختيار خانة، وEsc لإغلاق لوحة أو ترك السجادة المختارة، وCtrl+Z للتراجع.

## players and log
to-play = الدور الحالي
out = خارج
dirhams = الدراهم
rugs-left = سجادات متبقية
visible = خانات ظاهرة
log = السجل
log-empty = ستظهر هنا حركات اللعبة أولًا بأول.
game-log = سجل اللعبة
market = السوق
game-is-over = انتهت اللعبة
no-rugs-yet = لا سجادات بعد.
bare = خالية

## the moments of a turn
bare-cell = لا شيء على { $name }: يتوقف عصام على خانة خالية
out-players-rug = لا شيء على { $name }: يتوقف عصام على سجادة لاعب خارج اللعبة
since-your-turn = منذ دورك الأخير
since-played = لُعب للتو
dismiss = إخفاء
sound = الأصوات

## share
share = مشاركة
share-title = مشاركة هذه اللعبة
share-link = رابط اللعبة
share-link-note = اللعبة كلها موجودة في الرابط، بعد العلامة #، وهذا الجزء لا ترسله المتصفحات إلى أي خادم أبدًا.
share-at-turn = يُفتح الرابط عند الدور المعروض.
share-by-link = هذا الرابط يعرض اللعبة فقط. أما الذي يحمل دورك إلى الآخرين فهو «الرابط المطلوب إرساله» على الطاولة.
copy = نسخ
send-link = إرسال…
embed-code = تضمين في صفحة
picture = صورة السوق
picture-png = حفظ بصيغة PNG
picture-svg = حفظ بصيغة SVG
link-copied = تم نسخ الرابط.
copy-refused = رفض المتصفح النسخ: حدِّد الرابط وانسخه بنفسك.

## replay
replay = إعادة العرض
watching-this-game = إعادة عرض هذه اللعبة
watching-shared = لعبة شاركها أحدهم معك، دورًا بدور
watching-kept = لعبة منتهية محفوظة على هذا الجهاز
watch-again = المشاهدة من جديد
replay-first = الدور الأول
replay-prev = الدور السابق
replay-next = الدور التالي
replay-last = الدور الأخير
replay-play = تشغيل
replay-pause = إيقاف مؤقت
replay-scrub = الدور المعروض
replay-close = إغلاق إعادة العرض
replay-keys = المفاتيح: ← → للتنقل دورًا واحدًا، وHome وEnd للدور الأول والأخير.
continue-here = متابعة هذه اللعبة هنا

## history
history = الألعاب المنتهية
history-note = تُحفظ آخر 100 لعبة منتهية على هذا الجهاز.
history-empty = لا توجد لعبة منتهية بعد: تُحفظ كل لعبة هنا عند انتهائها.
watch = مشاهدة
delete = حذف

## play by link
kind-remote = صديق، عبر رابط
waiting-for-friends = في انتظار انضمام اللاعبين
invite-friends = أرسل هذه الدعوة إلى أصدقائك واحدًا تلو الآخر: يفتحها كل صديق على جهازه، ويأخذ مقعده، ثم يعيد إليك الرابط الذي يحصل عليه. وتأتي الرمية الأولى بعد ذلك.
send-last-link = انتهت اللعبة: أرسل الرابط الأخير إلى بقية اللاعبين.
link-to-send = الرابط المطلوب إرساله
take-your-seat = يدعوك { $name } إلى هذه اللعبة، وهي تُلعب عبر روابط بين الأجهزة. أيّ لاعب أنت؟
watching-only = أنت تشاهد هذه اللعبة: كل المقاعد مشغولة. إن كان أحدها لك، فهذا المتصفح لم يعد يملك مفتاحه (متصفح آخر، أو مُسحت ذاكرة التخزين).
games-by-link = ألعاب عبر الروابط
open-game = فتح
end-game = إنهاء
end-game-ask = إنهاء هذه اللعبة على هذا الجهاز؟ لن يمكن لعبها هنا مرة أخرى.
your-move = دورك
key-lost = لم يعد هذا الجهاز يملك مفتاحه لهذه اللعبة (متصفح آخر، أو مُسحت ذاكرة التخزين): يمكنه المشاهدة فقط.
no-keys = لا يستطيع هذا المتصفح إنشاء مفتاح للعب عبر رابط (يلزم صفحة آمنة عبر https ومساحة تخزين).
no-seat-here = يجب أن يُلعب مقعد واحد على الأقل على هذا الجهاز: اجعله لإنسان أو لروبوت.
claim-overtaken = أجاب صديق آخر عن الدعوة نفسها قبلك.
up-to-date = هذا الرابط لا يحمل جديدًا: اللعبة هنا محدَّثة.

## the device: storage and other tabs
storage-full = ذاكرة تخزين هذا المتصفح ممتلئة: اللعبة مستمرة، لكنها لن تُحفظ حتى تُفرَّغ مساحة.
storage-refused = هذا المتصفح لا يحفظ شيئًا لهذه الصفحة (نافذة خاصة أو إطار مضمَّن): اللعبة تعمل، لكنها لن تُحفظ بعد هذه الزيارة.
other-tab-holds = هذه اللعبة تُلعب في علامة تبويب أخرى: تُعرض هنا أولًا بأول.
play-here = العب هنا
theme = ألوان الصفحة
theme-system = حسب النظام
theme-light = فاتحة
theme-dark = داكنة
letters = حروف على السجادات
letters-note = يُعرف لون كل سجادة أيضًا بحرفه، لمن لا يميّز بين الألوان.
wait-for-move = انتظر: الحركة قيد العرض.
not-your-turn = ليس دورك الآن.
not-now = لا يمكن فعل ذلك الآن.
other-tab-took = أخذت علامة تبويب أخرى هذه اللعبة: تُعرض هنا أولًا بأول.
words-unavailable = تعذّر تحميل نصوص هذه اللغة: اتصل بالإنترنت مرة واحدة لتستعملها دون اتصال.
part-unavailable = تعذّر تحميل جزء من اللعبة (دون اتصال قبل أول استعمال له): اتصل بالإنترنت وحاول مرة أخرى.
update-ready = نسخة جديدة من اللعبة جاهزة.
update-apply = تحديث
thinking-cannot-start = تعذّر تشغيل مساعد الروبوتات في هذا المتصفح: ستفكّر الروبوتات في هذه الصفحة بدلاً منه، وقد يكون ذلك أقل سلاسة.
thinking-broken = توقّف مساعد الروبوتات عن العمل كما ينبغي: ستفكّر الروبوتات في هذه الصفحة من الآن.
thinking-other-version = مساعد الروبوتات من إصدار آخر للعبة: أعد تحميل الصفحة لتحديثها. وحتى ذلك الحين تفكّر الروبوتات في هذه الصفحة.
data-aside = تعذّرت قراءة بعض البيانات التي يحفظها هذا المتصفح؛ وقد وُضعت جانبًا كما هي دون مساس.
save-garbled = تعذّرت قراءة لعبتك المحفوظة؛ وقد وُضعت جانبًا كما هي دون مساس.
save-newer = حُفظت لعبتك بإصدار أحدث من مراكش، لذا يتركها هذا الإصدار كما هي دون مساس: أعد تحميل الصفحة للتحديث.
export-all = تصدير الكل

## the lesson
lesson-title = تعلّم باللعب
lesson-offer = جديد على مراكش؟ لعبة موجَّهة تعلّمك كل القواعد في نحو ثلاث دقائق.
lesson-start = تعلّم باللعب (3 دقائق)
lesson-next = التالي
lesson-skip = تخطَّ الدرس
lesson-finish = العب لعبة حقيقية
lesson-you = أنت
lesson-coach = المدرّب
lesson-wait = شاهد المدرّب…
lesson-not-that = ليس هذا: يطلب الدرس ما هو مكتوب أعلاه.

## the coach
show-odds = إظهار الاحتمالات
show-odds-note = يُظهر كل اتجاه ما ستدفعه في المتوسط، ويُظهر السوق أين قد يتوقف عصام وما احتمال ذلك، وتُظهر السجادة المختارة كيف تغيّر أكبر المناطق.
get-hint = تلميح
hint-thinking = المدرّب يفكّر…
largest-areas = أكبر المناطق مع هذه السجادة
open-review = مراجعة اللعبة
review-title = المراجعة
review-working = جارٍ مراجعة اللعبة…
review-nothing = لا توجد قرارات للاعبين من البشر لمراجعتها.
review-note = النقاط: ما خسرته الحركة مقارنةً بأفضل حركة وُجدت (تُلعب كل منهما حتى النهاية مرات كثيرة بالرميات نفسها). النرد: ما ربحته رمياتك (+) أو ما كلّفتك إياه (−) مقارنةً بالمتوسط. قد لا تكون الخسارة التي تقل عن 0,3 خسارة أصلًا.
review-show = اختر حركة لترى السوق في بداية دورها؛ ثم يعرضها «الدور التالي».
## rules page
rules-title = طريقة اللعب
rules-intro = أنتم تجّار سجاد في سوق مراكش. لكلٍّ منكم 30 درهمًا ورزمة من السجادات (12 لكل لاعب مع 4 لاعبين، و15 مع 3؛ ومع لاعبَين اثنين يملك كلٌّ منهما 24 سجادة بلونين، تُوضع بترتيب كومة مخفية). يبدأ عصام، صاحب السوق، في وسطه.
rules-turn-heading = دورك
rules-step-1 = أدِر عصام ربع دورة إلى اليسار أو إلى اليمين، أو أبقِه متجهًا إلى الأمام. لا تُدِره نصف دورة أبدًا.
rules-step-2 = ارمِ النرد (1، 2، 2، 3، 3، 4): يتقدم عصام عددًا من الخانات يساوي الرقم الظاهر. عند الحافة يلتف مع القوس ويعود على الصف أو العمود التالي؛ وفي زاويتين يُديره قوس صغير في مكانه.
rules-step-3 = إذا توقف على سجادة أحد خصومك، فادفع لذلك اللاعب درهمًا واحدًا عن كل خانة من ذلك اللون متصلة بخانته عبر الأضلاع (لا عبر الزوايا). ألوانك أنت، والخانات الخالية، وسجادات اللاعبين الخارجين من اللعبة لا تكلّف شيئًا.
rules-step-4 = ضع سجادة واحدة على خانتين، إحداهما على الأقل مجاورة لعصام. يمكنها أن تغطي خانات خالية أو سجادات أخرى، لكن لا تغطي أبدًا خانة عصام، ولا نصفَي سجادة واحدة ظاهرة بالكامل.
rules-arcs-caption = عند الحافة يتبع عصام القوس ويعود على العمود أو الصف المجاور، ماشيًا الآن في الاتجاه المعاكس.
rules-payment-caption = يتوقف عصام على خانة حمراء: الخانات الحمراء الأربع المتصلة بها عبر أضلاعها تشكّل المنطقة، لذا تذهب 4 دراهم إلى صاحب اللون الأحمر. أما الخانة الحمراء التي تلامسها بزاوية فقط فلا تُحتسب.
rules-legal-caption = سجادات حول عصام: علامة الصح تدل على سجادة يجوز وضعها، وعلامة الخطأ على سجادة لا يجوز وضعها.
rules-legal = مسموح
rules-illegal = غير مسموح
rules-money-heading = نفاد المال
rules-money = إذا لم تستطع الدفع كاملًا، فأعطِ ما لديك وغادر اللعبة؛ تبقى سجاداتك في السوق ولا يكلّف التوقف عليها شيئًا. ويتيح خيارٌ بدلًا من ذلك أن تواصل اللعب برصيد 0.
rules-end-heading = النهاية
rules-end = عندما توضع آخر سجادة، يحسب كل لاعب نقاطه: دراهمه مضافًا إليها الخانات الظاهرة من ألوانه. يفوز صاحب أعلى مجموع؛ وعند التعادل يفوز الأغنى، وإن استمر التعادل يُقتسم الفوز.
rules-variant-heading = قاعدة بديلة: الرمي أولًا
rules-variant = ارمِ النرد، ودع عصام يمشي، وادفع، وضع سجادتك أولًا؛ ثم أدِر عصام ربع دورة إلى اليسار أو إلى اليمين. وعلى اللاعب التالي أن يمشي بعصام في ذلك الاتجاه.
rules-variant-caption = الرمي أولًا: النرد، فالمشي، فالدفع، فالسجادة، ثم ربع الدورة في النهاية.
rules-keys-heading = اللعب بلوحة المفاتيح

## coach, lesson, colours
coach-then-turn = { $cells }، ثم أدِر عصام { $direction }
coach-reason-pays = { $choice }: بهذا الاتجاه تتوقع أن تدفع { $expected } درهم في المتوسط، مقابل { $instead } في أغلى اتجاه آخر.
coach-reason-same = { $choice }: كل الاتجاهات تكلّف { $expected } في المتوسط؛ وهذا الاتجاه يضع عصام في موضع أفضل لسجاداتك.
coach-reason-free = { $choice }: لا يكلّفك أي اتجاه شيئًا؛ وهذا الاتجاه يضع عصام في موضع أفضل لسجاداتك.
coach-reason-pays-more = { $choice }: تتوقع أن تدفع { $expected } (الاتجاه الأرخص: { $cheapest })، لكن عصام ينتهي في موضع أفضل لسجاداتك.
coach-reason-charges = { $choice }: يتوقع اللاعب التالي أن يدفع { $expected } درهم في المتوسط، مقابل { $instead } في الاتجاه الآخر.
coach-reason-grows = { $choice }: تكبر أكبر منطقة لك من هذا اللون من { $before } إلى { $after ->
    [zero] { $after } خانة
    [one] خانة واحدة
    [two] خانتين
    [few] { $after } خانات
    [many] { $after } خانة
   *[other] { $after } خانة
}.
coach-reason-cuts = { $choice }: تتقلص أكبر منطقة لدى { $player } من { $before } إلى { $after ->
    [zero] { $after } خانة
    [one] خانة واحدة
    [two] خانتين
    [few] { $after } خانات
    [many] { $after } خانة
   *[other] { $after } خانة
}.
coach-reason-best = { $choice }: أفضل خيار تجده المراجعة (بعد لعبه حتى النهاية مرات كثيرة).
coach-expected-payment = الدفع المتوقع: { $expected }
coach-area-change = { $colour }: { $before } ← { $after }
coach-hints-used = { $n ->
    [zero] بلا تلميحات
    [one] تلميح واحد
    [two] تلميحان
    [few] { $n } تلميحات
    [many] { $n } تلميحًا
   *[other] { $n } تلميح
}
coach-review-best = الدور { $turn }: { $choice }. أفضل خيار.
coach-review-loss = الدور { $turn }: { $choice }، −{ $loss } نقطة؛ الأفضل: { $better }.
coach-review-summary = { $player }: فقدت القرارات { $loss } نقطة مقارنةً بالأفضل؛ والنرد { $luck } درهم مقارنةً بمتوسطه.
# Latin digits with a decimal comma, as Moroccan Arabic (ar-MA) writes them.
decimal-separator = ,
list-and = { $list } و{ $last }
list-comma = { $list }، { $next }
lesson-step-0 = مرحبًا بك في سوق السجاد! سجاداتك حمراء وصفراء، وسجادات المدرّب سماوية وبنفسجية: كلا لونيك يُحتسبان لك، وسطر «السجادة التالية» يبيّن أيّ لون ستضعه في المرة القادمة. يبدأ كلٌّ منكما بـ30 درهمًا؛ ومن ينتهي بأكبر مجموع من الدراهم والخانات الظاهرة يفوز.
lesson-step-1 = يبدأ الدور بعصام: أدِره ربع دورة إلى اليسار أو إلى اليمين، أو أبقِه متجهًا إلى الأمام، ولا تُرجعه إلى الخلف أبدًا. أدِره إلى اليمين.
lesson-step-2 = الآن ارمِ النرد. أوجه النرد هي 1، 2، 2، 3، 3، 4: لذا يظهر 2 أو 3 ضعفَ ما يظهر 1 أو 4.
lesson-step-3 = مشى عصام 4 خانات: عند الحافة تبع القوس وعاد على الصف التالي وقد انقلب اتجاهه. ضع سجادتك: خانتان، إحداهما مجاورة لعصام، ولا تكون تحته أبدًا. ضعها على F5 وF6.
lesson-step-4 = دور المدرّب: يُبقي عصام متجهًا نحو الغرب…
lesson-step-5 = …ويرمي 1.
lesson-step-6 = توقف عصام على سجادتك. يدفع لك المدرّب درهمًا عن كل خانة من المنطقة الحمراء المتصلة بالخانة التي يقف عليها: خانتان، أي درهمان.
lesson-step-7 = يضع المدرّب سجادة سماوية بجانب عصام.
lesson-step-8 = دورك. أدِر عصام إلى اليسار ليتجه نحو الجنوب.
lesson-step-9 = ارمِ النرد.
lesson-step-10 = إنها سجادتك أنت: لا شيء تدفعه. يمكن للسجادة أن تغطي سجادات أخرى، لكن لا تغطي أبدًا سجادة كاملة دفعة واحدة، ولا عصام. غطِّ نصف سجادة المدرّب: ضع سجادتك على E6 وE7.
lesson-step-11 = خاناتك الحمراء F5 وF6 وE6 وE7 متلامسة: منطقة واحدة من 4 خانات. يدير المدرّب عصام نحو الغرب…
lesson-step-12 = …ويرمي 1.
lesson-step-13 = توقف عصام على منطقتك الحمراء: 4 خانات متصلة، أي 4 دراهم. تتصل الخانات ضلعًا بضلع، لا عبر الزوايا أبدًا.
lesson-step-14 = يضع المدرّب سجادة سماوية على D5 وD6: ومع E5 تتكوّن منطقة سماوية من 3 خانات.
lesson-step-15 = أبقِ عصام متجهًا إلى الأمام، نحو الغرب.
lesson-step-16 = ارمِ النرد.
lesson-step-17 = توقفت على اللون السماوي: الخانات D6 وD5 وE5 متلامسة، لذا تدفع للمدرّب 3 دراهم. ومن لا يستطيع دفع كل ما عليه يسلّم ما لديه، ويخرج من اللعبة بحسب القواعد الافتراضية لهذا التطبيق.
lesson-step-18 = ضع هذه السجادة حيث تشاء: بجانب عصام، ولا تكون تحته أبدًا.
lesson-step-19 = هذه هي اللعبة كلها. تنتهي عندما توضع كل السجادات: يحسب كل لاعب دراهمه مضافًا إليها الخانات الظاهرة من ألوانه، وعند التعادل يفوز الأغنى. والآن العب لعبة حقيقية!
colour-in-sentence-red = حمراء
colour-in-sentence-yellow = صفراء
colour-in-sentence-cyan = سماوية
colour-in-sentence-purple = بنفسجية
colour-letter-red = ح
colour-letter-yellow = ص
colour-letter-cyan = س
colour-letter-purple = ب

## errors
error-unreadable-file = تعذّرت قراءة الملف
error-link-newer = أُنشئ بنسخة أحدث من اللعبة؛ أعد تحميل الصفحة للتحديث
error-link-changed = يخالف قواعد اللعب عبر الروابط (لقد عُدِّل)
error-link-unfair-roll = فيه رمية نرد لم تكن نزيهة
error-link-unsigned = فيه دور غير موقَّع من جهاز لاعبه
error-link-other-game = يخص لعبة أخرى
error-link-older = أقدم من اللعبة الموجودة على هذا الجهاز
error-link-diverged = يروي قصة مختلفة لهذه اللعبة
error-link-late-claim = أجاب صديق آخر عن الدعوة نفسها أولًا
error-link-seat-taken = هذا المقعد مشغول بالفعل
error-code-no-game = لا يحتوي على أي لعبة
error-code-newer = أُنشئ بنسخة أحدث من اللعبة (نسخة الرابط { $version })؛ أعد تحميل الصفحة للتحديث
error-code-cut-short = مبتور؛ انسخ الرابط كاملًا
error-code-damaged = تالف (تغيّرت بعض أحرفه)
error-code-impossible = اللعبة التي يحتويها مستحيلة ({ $reason })
error-at-turn = الدور { $turn }: { $fault }
error-not-json = ليس سجلّ لعبة
error-missing-field = الحقل «{ $field }» مفقود
error-wrong-type = الحقل «{ $field }» بصيغة خاطئة
error-unknown-format = صيغة غير معروفة «{ $format }»
error-unknown-kind = اللاعب { $player }: نوع غير معروف «{ $kind }»
error-unknown-rule-value = قيمة غير معروفة «{ $value }» للقاعدة { $rule }
error-off-market = الخانة [{ $row },{ $col }] خارج السوق
error-unknown-direction = اتجاه غير معروف «{ $direction }»
error-missing-piles = اللعبة بين لاعبَين اثنين تحتاج إلى أكوام سجاداتها
error-unexpected-piles = { $players ->
    [zero] لعبة من { $players } لاعب لا أكوام سجاد فيها
    [one] لعبة من لاعب واحد لا أكوام سجاد فيها
    [two] لعبة من لاعبَين اثنين لا أكوام سجاد فيها
    [few] لعبة من { $players } لاعبين لا أكوام سجاد فيها
    [many] لعبة من { $players } لاعبًا لا أكوام سجاد فيها
   *[other] لعبة من { $players } لاعب لا أكوام سجاد فيها
}
error-bad-pile = كومة سجادات اللاعب { $player } خاطئة
error-roll-out-of-range = الرمية { $roll } ليست بين 1 و4
error-rotation-not-allowed = الاستدارة «{ $rotation }» غير مسموحة هنا
error-unfinished-not-last = فيه دور غير مكتمل ليس الدور الأخير
error-after-elimination = خرج اللاعب من اللعبة بسبب دفعة هذا الدور ولا يمكنه مواصلة اللعب
error-after-last-rug = انتهت اللعبة بهذه السجادة: لا استدارة ختامية بعدها
error-game-over = انتهت اللعبة بالفعل
error-player-count = تُلعب اللعبة بين 2 و4 لاعبين، لا { $players }
error-colour-count = { $colours ->
    [zero] اللاعب { $player }: يجب أن يكون له { $colours } لون
    [one] اللاعب { $player }: يجب أن يكون له لون واحد
    [two] اللاعب { $player }: يجب أن يكون له لونان
    [few] اللاعب { $player }: يجب أن يكون له { $colours } ألوان
    [many] اللاعب { $player }: يجب أن يكون له { $colours } لونًا
   *[other] اللاعب { $player }: يجب أن يكون له { $colours } لون
}
error-not-a-colour = «{ $colour }» ليس اسم لون
error-colour-twice = اللون «{ $colour }» مستعمل مرتين
error-wrong-phase = هذا الإجراء ليس في مكانه هنا
error-illegal-rug = لا يمكن وضع سجادة على { $first } و{ $second }: { $reason }
error-no-quarter-turn = يجب أن تكون الاستدارة الختامية إلى اليسار أو إلى اليمين
error-rug-not-adjacent = الخانتان غير متلامستين
error-rug-under-assam = ستغطي عصام
error-rug-not-next-to-assam = لا خانة منهما مجاورة لعصام
error-rug-covers-one = ستغطي السجادة { $rug } كلها

## log and prompts
# A number of dirhams, of cells: put into the messages below as $owed, $amount, $money, $visible.
count-dirhams = { $n ->
    [zero] { $n } درهم
    [one] درهم واحد
    [two] درهمان
    [few] { $n } دراهم
    [many] { $n } درهمًا
   *[other] { $n } درهم
}
count-cells = { $n ->
    [zero] { $n } خانة
    [one] خانة واحدة
    [two] خانتان
    [few] { $n } خانات
    [many] { $n } خانة
   *[other] { $n } خانة
}
# Where Assam faces ($direction in the messages below), with any word it needs before it.
facing-north = نحو الشمال
facing-east = نحو الشرق
facing-south = نحو الجنوب
facing-west = نحو الغرب
# Which way Assam is turned ($rotation in the messages below).
rotation-left = إلى اليسار
rotation-straight = إلى الأمام
rotation-right = إلى اليمين
prompt-thinking = { $name } (روبوت { $level }): جارٍ التفكير…
prompt-bot-rolls = { $name } (روبوت { $level }): يرمي النرد…
prompt-walking = رمية { $name }: عصام يمشي…
prompt-pass-device = مرِّر الجهاز إلى { $name }
prompt-orient = { $name }: أدِر عصام أو أبقِه إلى الأمام
prompt-roll = { $name }: ارمِ النرد
prompt-place = { $name }: ضع سجادة بجانب عصام
prompt-place-second = { $name }: اختر الآن الخانة الثانية للسجادة
prompt-place-chosen = { $name }: ضع السجادة، أو اختر خانات أخرى
prompt-place-missed-far = الخانة { $cell } بعيدة جدًا عن عصام: اختر إحدى الخانات المحددة
prompt-place-missed-assam = يقف عصام على { $cell }: لا يجوز أن تغطيه سجادة
prompt-place-missed-whole = سجادة على { $cell } ستغطي نصفي سجادة واحدة: اختر إحدى الخانات المحددة
prompt-quarter-turn = { $name }: أدِر عصام ربع دورة للاعب التالي
replay-up-next-orient = التالي، الدور { $turn }: دور { $name } في إدارة عصام
replay-up-next-roll = التالي، الدور { $turn }: دور { $name } في رمي النرد
replay-up-next-place = التالي، الدور { $turn }: دور { $name } في وضع سجادة
replay-up-next-quarter-turn = التالي، الدور { $turn }: دور { $name } في إدارة عصام ربع دورة
log-keeps-facing = { $name }: يبقى عصام متجهًا { $direction }
log-turns-to = { $name }: يستدير عصام { $rotation } ليتجه { $direction }
log-rolls = رمية { $name }: { $face }
# $steps: the cells Assam walks; $edge: 1 when he went round the edge of the market, else 0.
log-walks = يمشي عصام { $steps ->
    [zero] { $steps } خانة
    [one] خانة واحدة
    [two] خانتين
    [few] { $steps } خانات
    [many] { $steps } خانة
   *[other] { $steps } خانة
} حتى { $cell } متجهًا { $edge ->
    [1] { $direction } (بعد الالتفاف عند الحافة)
   *[other] { $direction }
}
log-owes-but-pays = على { $payer } لـ{ $payee } { $owed }، لكن المدفوع { $paid } فقط
log-pays = دفعة من { $payer } إلى { $payee }: { $amount }
log-own-rug = يتوقف عصام على سجادة من سجادات { $name } الخاصة: لا شيء يُدفع
log-owes-but-has-nothing = على { $payer } { $owed }، لكن لم يبقَ مال للدفع
log-pays-last-and-out = دفعة أخيرة من { $payer } إلى { $payee }: { $amount }؛ { $payer } الآن خارج اللعبة
log-lays = { $name }: سجادة على { $first } و{ $second }
log-eliminated = { $name }: نفد المال — خروج من السوق
log-turns-for-next = { $name }: يستدير عصام { $rotation } ليتجه { $direction } للاعب التالي
log-wins = الفوز لـ{ $name }!
you-win = لقد فزت!
log-share-win = فوز مشترك بين { $names }!
log-game-over-wins = انتهت اللعبة: الفوز لـ{ $name }
log-game-over-share = انتهت اللعبة: فوز مشترك بين { $names }
market-intro = السوق: 7 خانات في 7. يقف عصام على { $cell } متجهًا { $direction }.
market-rug = سجادة { $colour } رقم { $number }
market-cell-label = { $cell }: { $what }
market-assam-here = عصام متجه { $direction }
setup-colours-of-player = ألوان اللاعب { $seat }
setup-colour-of-player = لون اللاعب { $seat }
setup-name-of-player = اسم اللاعب { $seat }
default-name-1 = أمينة
default-name-2 = برونو
default-name-3 = كلوي
default-name-4 = إدريس
setup-who-plays-seat = من يلعب في المقعد { $seat }
setup-colour-swapped = كان هذا اللون لـ{ $name }: صار لون { $name } الآن { $colour }.
table-die-shows = النرد يُظهر { $face }
table-last-roll = آخر رمية: { $face }
table-pass-to = مرِّر إلى { $name }
table-i-am = أنا { $name }: ألعب
table-score-detail = { $money } + { $visible } = { $total }
notice-save-unreadable = تعذّر فتح لعبتك المحفوظة ({ $reason }).
notice-import-failed = لا يمكن فتح هذا الملف: { $reason }.
notice-bad-link = لا يمكن فتح هذا الرابط: { $reason }.
notice-game-unchanged = لعبتك لم تتغير.
notice-turn-past-end = يطلب الرابط الدور { $asked }، لكن عدد أدوار اللعبة { $turns }: هذه نهايتها.
replay-at = الدور { $turn } من { $turns }
log-turn = الدور { $turn }:
history-players = اللاعبون: { $names }
link-waiting-for = في انتظار { $name }
link-claim-seat = أنا { $name }
link-send-to = أرسل هذا الرابط إلى صاحب الدور: { $name }.
link-send-back = حصلت على مقعدك. أعد إرسال هذا الرابط إلى { $name }.
link-joined = انضمّ { $name } إلى اللعبة.
link-bad-game = رُفض رابط اللعبة هذا: { $reason }. اللعبة على هذا الجهاز لم تتغير.
