-- Sample content, so that a new install does not look empty: three announcements (the welcome one pops up),
-- three home banners and the FAQ, contact, about and compliance pages, each in all nine languages. Every row
-- has is_sample = 1 and every text ends by saying it is sample text; operators edit or replace it.
--
-- No explicit ids, so PostgreSQL identity sequences stay in step; texts find their row by (c_id, sort). Within
-- each c_id the rows go in last-first, so the sort-1 row is also the newest and has the highest id, and lists
-- ordered by sort, by date or by id (newest first) agree.
INSERT INTO news (c_id, cover, is_popup, is_shown, is_sample, sort, created_at, updated_at) VALUES
    (4, '', 0, 1, 1, 3, 1767225600000, 1767225600000),
    (4, '', 0, 1, 1, 2, 1767225900000, 1767225900000),
    (4, '', 1, 1, 1, 1, 1767226200000, 1767226200000),
    (5, '/h5/banners/banner_3.svg', 0, 1, 1, 3, 1767226500000, 1767226500000),
    (5, '/h5/banners/banner_2.svg', 0, 1, 1, 2, 1767226800000, 1767226800000),
    (5, '/h5/banners/banner_1.svg', 0, 1, 1, 1, 1767227100000, 1767227100000),
    (10, '', 0, 1, 1, 1, 1767227400000, 1767227400000),
    (11, '', 0, 1, 1, 1, 1767227700000, 1767227700000),
    (12, '', 0, 1, 1, 1, 1767228000000, 1767228000000),
    (13, '', 0, 1, 1, 1, 1767228300000, 1767228300000);

-- Announcement: identity verification in two levels (c_id 4, sort 3)
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'zh', '身份认证分为两级',
    '身份认证分为两级，每次提交都由人工审核，各级别的提现限额都是公开的规则。',
    '<h3>开始之前</h3>
<p>请先在<strong>安全中心</strong>绑定邮箱和手机号。</p>
<h3>初级认证（Lv1）</h3>
<p>填写姓名和证件号码。</p>
<h3>高级认证（Lv2）</h3>
<p>上传证件照片。</p>
<h3>审核</h3>
<p>每次提交都由人工审核。未通过的提交会附上原因，您可以重新提交。</p>
<h3>提现限额</h3>
<p>各级别的提现限额都是公开的规则：当前数值可在规则中查看，每次变更都会列在公开的变更日志中。</p>
<p><strong>示例文本：</strong>本站运营方可以编辑或替换此内容。</p>'
FROM news WHERE c_id = 4 AND sort = 3 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'hk', '身份認證分為兩級',
    '身份認證分為兩級，每次提交均由人工審核，各級別的提現限額都是公開的規則。',
    '<h3>開始之前</h3>
<p>請先在<strong>安全中心</strong>綁定電郵和手機號碼。</p>
<h3>初級認證（Lv1）</h3>
<p>填寫姓名和證件號碼。</p>
<h3>高級認證（Lv2）</h3>
<p>上載證件相片。</p>
<h3>審核</h3>
<p>每次提交均由人工審核。未獲通過的提交會附上原因，您可以重新提交。</p>
<h3>提現限額</h3>
<p>各級別的提現限額都是公開的規則：現行數值可在規則中查閱，每次變更都會列於公開的變更日誌中。</p>
<p><strong>示例文字：</strong>本站營運方可以編輯或替換此內容。</p>'
FROM news WHERE c_id = 4 AND sort = 3 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'en', 'Identity verification in two levels',
    'Identity verification has two levels, each reviewed by a person, and the withdrawal limits of each level are published rules.',
    '<h3>Before you start</h3>
<p>Bind both your e-mail and your mobile number under <strong>Security</strong>.</p>
<h3>Level 1</h3>
<p>Enter your name and your ID number.</p>
<h3>Level 2</h3>
<p>Upload pictures of your ID document.</p>
<h3>Review</h3>
<p>A person reviews every submission. If a submission is rejected, you see the reason and can submit again.</p>
<h3>Withdrawal limits</h3>
<p>The withdrawal limits of each level are published rules: the current values are in the rules, and every change appears in the public changelog.</p>
<p><strong>Sample text:</strong> the operator of this site can edit or replace it.</p>'
FROM news WHERE c_id = 4 AND sort = 3 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'fra', 'La vérification d''identité en deux niveaux',
    'La vérification d''identité comporte deux niveaux, chacun examiné par une personne, et les limites de retrait de chaque niveau sont des règles publiées.',
    '<h3>Avant de commencer</h3>
<p>Associez votre adresse e-mail et votre numéro de mobile dans <strong>Sécurité</strong>.</p>
<h3>Niveau 1</h3>
<p>Indiquez votre nom et votre numéro de pièce d''identité.</p>
<h3>Niveau 2</h3>
<p>Téléversez des photos de votre pièce d''identité.</p>
<h3>Examen</h3>
<p>Chaque demande est examinée par une personne. Une demande refusée indique le motif du refus, et vous pouvez en soumettre une nouvelle.</p>
<h3>Limites de retrait</h3>
<p>Les limites de retrait de chaque niveau sont des règles publiées : leurs valeurs actuelles figurent dans les règles, et chaque modification apparaît dans le journal public des modifications.</p>
<p><strong>Texte d''exemple :</strong> l''exploitant de ce site peut le modifier ou le remplacer.</p>'
FROM news WHERE c_id = 4 AND sort = 3 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'spa', 'Verificación de identidad en dos niveles',
    'La verificación de identidad tiene dos niveles, cada uno revisado por una persona, y los límites de retiro de cada nivel son reglas publicadas.',
    '<h3>Antes de empezar</h3>
<p>Vincula tu correo electrónico y tu número de móvil en <strong>Seguridad</strong>.</p>
<h3>Nivel 1</h3>
<p>Indica tu nombre y tu número de documento de identidad.</p>
<h3>Nivel 2</h3>
<p>Sube fotos de tu documento de identidad.</p>
<h3>Revisión</h3>
<p>Una persona revisa cada solicitud. Si una solicitud se rechaza, verás el motivo y podrás enviarla de nuevo.</p>
<h3>Límites de retiro</h3>
<p>Los límites de retiro de cada nivel son reglas publicadas: sus valores actuales figuran en las reglas y cada cambio aparece en el registro público de cambios.</p>
<p><strong>Texto de ejemplo:</strong> el operador de este sitio puede editarlo o sustituirlo.</p>'
FROM news WHERE c_id = 4 AND sort = 3 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'ja', '本人確認は2段階です',
    '本人確認は2段階で、いずれも担当者が審査し、各レベルの出金上限は公開ルールで定められています。',
    '<h3>はじめに</h3>
<p><strong>セキュリティ</strong>でメールアドレスと携帯番号の両方を連携してください。</p>
<h3>レベル1</h3>
<p>氏名と身分証番号を入力します。</p>
<h3>レベル2</h3>
<p>身分証の画像をアップロードします。</p>
<h3>審査</h3>
<p>すべての申請を担当者が審査します。否認された場合は理由が表示され、再申請できます。</p>
<h3>出金上限</h3>
<p>各レベルの出金上限は公開ルールです。現在の値はルールで確認でき、変更はすべて公開の変更履歴に掲載されます。</p>
<p><strong>サンプル文章：</strong>このサイトの運営者が編集・差し替えできます。</p>'
FROM news WHERE c_id = 4 AND sort = 3 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'th', 'การยืนยันตัวตนสองระดับ',
    'การยืนยันตัวตนมีสองระดับ แต่ละคำขอตรวจสอบโดยเจ้าหน้าที่ และวงเงินถอนของแต่ละระดับเป็นกฎที่เปิดเผย',
    '<h3>ก่อนเริ่ม</h3>
<p>ผูกทั้งอีเมลและเบอร์มือถือในเมนู <strong>ความปลอดภัย</strong></p>
<h3>ระดับ 1</h3>
<p>กรอกชื่อและหมายเลขเอกสารประจำตัว</p>
<h3>ระดับ 2</h3>
<p>อัปโหลดรูปภาพเอกสารประจำตัว</p>
<h3>การตรวจสอบ</h3>
<p>เจ้าหน้าที่ตรวจสอบคำขอทุกรายการ หากคำขอถูกปฏิเสธ คุณจะเห็นเหตุผลและส่งใหม่ได้</p>
<h3>วงเงินถอน</h3>
<p>วงเงินถอนของแต่ละระดับเป็นกฎที่เปิดเผย คุณดูค่าปัจจุบันได้ในกฎ และการเปลี่ยนแปลงทุกครั้งจะแสดงในบันทึกการเปลี่ยนแปลงสาธารณะ</p>
<p><strong>ข้อความตัวอย่าง:</strong> ผู้ให้บริการเว็บไซต์นี้สามารถแก้ไขหรือแทนที่ข้อความนี้ได้</p>'
FROM news WHERE c_id = 4 AND sort = 3 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'kor', '2단계 본인 인증',
    '본인 인증은 두 단계로 이루어지며 각 신청은 담당자가 심사하고, 단계별 출금 한도는 공개된 규칙입니다.',
    '<h3>시작하기 전에</h3>
<p><strong>보안</strong> 메뉴에서 이메일과 휴대폰 번호를 모두 연동해 주세요.</p>
<h3>레벨 1</h3>
<p>이름과 신분증 번호를 입력합니다.</p>
<h3>레벨 2</h3>
<p>신분증 사진을 업로드합니다.</p>
<h3>심사</h3>
<p>모든 신청은 담당자가 직접 심사합니다. 반려된 경우 사유를 확인하고 다시 신청할 수 있습니다.</p>
<h3>출금 한도</h3>
<p>단계별 출금 한도는 공개된 규칙입니다. 현재 값은 규칙에서 확인할 수 있으며, 모든 변경 사항은 공개 변경 기록에 게시됩니다.</p>
<p><strong>샘플 문구:</strong> 이 사이트의 운영자가 수정하거나 교체할 수 있습니다.</p>'
FROM news WHERE c_id = 4 AND sort = 3 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'vn', 'Xác minh danh tính hai cấp',
    'Xác minh danh tính có hai cấp, mỗi hồ sơ đều do nhân viên xét duyệt, và hạn mức rút tiền của từng cấp là quy tắc công khai.',
    '<h3>Trước khi bắt đầu</h3>
<p>Hãy liên kết cả email và số điện thoại trong mục <strong>Bảo mật</strong>.</p>
<h3>Cấp 1</h3>
<p>Nhập họ tên và số giấy tờ tùy thân.</p>
<h3>Cấp 2</h3>
<p>Tải lên ảnh giấy tờ tùy thân.</p>
<h3>Xét duyệt</h3>
<p>Mỗi hồ sơ đều do nhân viên xét duyệt. Nếu hồ sơ bị từ chối, bạn sẽ thấy lý do và có thể gửi lại.</p>
<h3>Hạn mức rút tiền</h3>
<p>Hạn mức rút tiền của từng cấp là quy tắc công khai: giá trị hiện hành có trong các quy tắc, và mọi thay đổi đều xuất hiện trong nhật ký thay đổi công khai.</p>
<p><strong>Văn bản mẫu:</strong> đơn vị vận hành trang này có thể chỉnh sửa hoặc thay thế.</p>'
FROM news WHERE c_id = 4 AND sort = 3 AND is_sample = 1;

-- Announcement: how we settle (c_id 4, sort 2)
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'zh', '我们如何结算：已记录的价格与公开的规则',
    '每笔交易都按已记录的价格和人人可查的规则结算，并保留依据。',
    '<h3>已记录的价格</h3>
<p>交易只按系统已记录的价格结算。每次结算都保留所用的价格依据，结果事后可以核对。</p>
<h3>公开的规则</h3>
<p>手续费、限额等参数都是公开的规则，任何人都可以在 <strong>/api/rules</strong> 查看。规则的每一次变更都会出现在公开的变更日志 <strong>/api/rules/changelog</strong> 中，并注明时间以及变更前后的数值。</p>
<h3>抽签</h3>
<p>凡是使用抽签的产品，都采用承诺-揭示（commit-reveal）方式：抽签前先公布承诺值，抽签后再揭示对应的秘密值，任何人都可以核对结果未被改动。</p>
<h3>账本</h3>
<p>每一笔余额变动都是一笔借贷平衡的账本交易。任何人（包括运营方）都无法设定交易结果或用户余额。</p>
<p><strong>示例文本：</strong>本站运营方可以编辑或替换此内容。</p>'
FROM news WHERE c_id = 4 AND sort = 2 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'hk', '我們如何結算：已記錄的價格與公開的規則',
    '每筆交易都按已記錄的價格和人人可查閱的規則結算，並保留依據。',
    '<h3>已記錄的價格</h3>
<p>交易只按系統已記錄的價格結算。每次結算都保留所用的價格依據，結果事後可以核對。</p>
<h3>公開的規則</h3>
<p>手續費、限額等參數都是公開的規則，任何人都可以在 <strong>/api/rules</strong> 查閱。規則的每一次變更都會出現在公開的變更日誌 <strong>/api/rules/changelog</strong> 中，並註明時間以及變更前後的數值。</p>
<h3>抽籤</h3>
<p>凡是使用抽籤的產品，都採用承諾-揭示（commit-reveal）方式：抽籤前先公佈承諾值，抽籤後再揭示對應的秘密值，任何人都可以核對結果未被改動。</p>
<h3>帳本</h3>
<p>每一筆餘額變動都是一筆借貸平衡的帳本交易。任何人（包括營運方）都無法設定交易結果或用戶餘額。</p>
<p><strong>示例文字：</strong>本站營運方可以編輯或替換此內容。</p>'
FROM news WHERE c_id = 4 AND sort = 2 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'en', 'How we settle: recorded prices and published rules',
    'Every trade settles on a recorded price under rules anyone can read, and keeps the evidence.',
    '<h3>Recorded prices</h3>
<p>A trade is settled only with prices the system has recorded. Each settlement keeps the price evidence it used, so its result can be checked afterwards.</p>
<h3>Published rules</h3>
<p>Fees, limits and other parameters are published rules that anyone can read at <strong>/api/rules</strong>. Every change to them appears in the public changelog at <strong>/api/rules/changelog</strong>, with its time, the old value and the new value.</p>
<h3>Draws</h3>
<p>Where a product uses a draw, the draw is commit-reveal: a commitment is published before the draw and the secret is revealed afterwards, so anyone can check that the result was not changed.</p>
<h3>The ledger</h3>
<p>Every balance change is a ledger transaction whose entries balance. Nobody, operators included, can set a trade''s result or a user''s balance.</p>
<p><strong>Sample text:</strong> the operator of this site can edit or replace it.</p>'
FROM news WHERE c_id = 4 AND sort = 2 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'fra', 'Comment nous réglons : prix enregistrés et règles publiées',
    'Chaque opération est réglée sur un prix enregistré, selon des règles lisibles par tous, et en conserve les preuves.',
    '<h3>Prix enregistrés</h3>
<p>Une opération n''est réglée qu''avec des prix que le système a enregistrés. Chaque règlement conserve les preuves de prix utilisées, afin que son résultat puisse être vérifié ensuite.</p>
<h3>Règles publiées</h3>
<p>Les frais, les limites et les autres paramètres sont des règles publiées, consultables par tous à l''adresse <strong>/api/rules</strong>. Chaque modification apparaît dans le journal public des modifications, <strong>/api/rules/changelog</strong>, avec sa date, l''ancienne valeur et la nouvelle.</p>
<h3>Tirages</h3>
<p>Lorsqu''un produit utilise un tirage, celui-ci suit le principe engagement-révélation (commit-reveal) : un engagement est publié avant le tirage et le secret est révélé ensuite, pour que chacun puisse vérifier que le résultat n''a pas été modifié.</p>
<h3>Le registre</h3>
<p>Chaque variation de solde est une transaction du registre dont les écritures s''équilibrent. Personne, exploitant compris, ne peut fixer le résultat d''une opération ni le solde d''un utilisateur.</p>
<p><strong>Texte d''exemple :</strong> l''exploitant de ce site peut le modifier ou le remplacer.</p>'
FROM news WHERE c_id = 4 AND sort = 2 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'spa', 'Cómo liquidamos: precios registrados y reglas publicadas',
    'Cada operación se liquida con un precio registrado, según reglas que cualquiera puede leer, y conserva la evidencia.',
    '<h3>Precios registrados</h3>
<p>Una operación se liquida solo con precios que el sistema ha registrado. Cada liquidación conserva la evidencia de precio que utilizó, de modo que su resultado puede comprobarse después.</p>
<h3>Reglas publicadas</h3>
<p>Las comisiones, los límites y demás parámetros son reglas publicadas que cualquiera puede consultar en <strong>/api/rules</strong>. Cada cambio aparece en el registro público de cambios, <strong>/api/rules/changelog</strong>, con su fecha, el valor anterior y el nuevo.</p>
<h3>Sorteos</h3>
<p>Cuando un producto usa un sorteo, este sigue el esquema compromiso-revelación (commit-reveal): se publica un compromiso antes del sorteo y el secreto se revela después, para que cualquiera pueda comprobar que el resultado no se alteró.</p>
<h3>El libro contable</h3>
<p>Cada cambio de saldo es una transacción contable cuyos asientos cuadran. Nadie, ni siquiera el operador, puede fijar el resultado de una operación ni el saldo de un usuario.</p>
<p><strong>Texto de ejemplo:</strong> el operador de este sitio puede editarlo o sustituirlo.</p>'
FROM news WHERE c_id = 4 AND sort = 2 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'ja', '決済の仕組み：記録された価格と公開ルール',
    'すべての取引は記録された価格と誰でも読めるルールに基づいて決済され、その根拠が保存されます。',
    '<h3>記録された価格</h3>
<p>取引は、システムが記録した価格によってのみ決済されます。各決済は使用した価格の根拠を保存するため、結果を後から検証できます。</p>
<h3>公開ルール</h3>
<p>手数料や上限などのパラメーターは公開ルールであり、誰でも <strong>/api/rules</strong> で確認できます。変更はすべて、日時と変更前後の値とともに公開の変更履歴 <strong>/api/rules/changelog</strong> に掲載されます。</p>
<h3>抽選</h3>
<p>抽選を行う商品では、コミット・リビール方式を採用しています。抽選前にコミットメントを公開し、抽選後に秘密の値を明かすため、結果が改ざんされていないことを誰でも確認できます。</p>
<h3>台帳</h3>
<p>残高の変動はすべて、貸借が一致する台帳取引です。運営者を含め、誰も取引結果やユーザーの残高を決めることはできません。</p>
<p><strong>サンプル文章：</strong>このサイトの運営者が編集・差し替えできます。</p>'
FROM news WHERE c_id = 4 AND sort = 2 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'th', 'วิธีการชำระราคาของเรา: ราคาที่บันทึกไว้และกฎที่เปิดเผย',
    'ทุกการเทรดชำระราคาด้วยราคาที่บันทึกไว้ตามกฎที่ทุกคนอ่านได้ และเก็บหลักฐานไว้',
    '<h3>ราคาที่บันทึกไว้</h3>
<p>การเทรดจะชำระราคาด้วยราคาที่ระบบบันทึกไว้เท่านั้น การชำระราคาแต่ละครั้งเก็บหลักฐานราคาที่ใช้ไว้ จึงตรวจสอบผลลัพธ์ย้อนหลังได้</p>
<h3>กฎที่เปิดเผย</h3>
<p>ค่าธรรมเนียม วงเงิน และพารามิเตอร์อื่น ๆ เป็นกฎที่เปิดเผย ทุกคนอ่านได้ที่ <strong>/api/rules</strong> การเปลี่ยนแปลงทุกครั้งจะแสดงในบันทึกการเปลี่ยนแปลงสาธารณะที่ <strong>/api/rules/changelog</strong> พร้อมเวลา ค่าเดิม และค่าใหม่</p>
<h3>การจับสลาก</h3>
<p>ผลิตภัณฑ์ที่ใช้การจับสลากจะใช้วิธี commit-reveal (ผูกมัดแล้วเปิดเผย) โดยเผยแพร่ค่าผูกมัดก่อนการจับสลาก และเปิดเผยค่าลับหลังการจับสลาก ทุกคนจึงตรวจสอบได้ว่าผลลัพธ์ไม่ถูกแก้ไข</p>
<h3>บัญชีแยกประเภท</h3>
<p>การเปลี่ยนแปลงยอดเงินทุกครั้งเป็นรายการบัญชีที่เดบิตและเครดิตสมดุลกัน ไม่มีใคร รวมถึงผู้ให้บริการ สามารถกำหนดผลการเทรดหรือยอดเงินของผู้ใช้ได้</p>
<p><strong>ข้อความตัวอย่าง:</strong> ผู้ให้บริการเว็บไซต์นี้สามารถแก้ไขหรือแทนที่ข้อความนี้ได้</p>'
FROM news WHERE c_id = 4 AND sort = 2 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'kor', '정산 방식: 기록된 가격과 공개된 규칙',
    '모든 거래는 기록된 가격과 누구나 읽을 수 있는 규칙에 따라 정산되며, 그 근거가 보관됩니다.',
    '<h3>기록된 가격</h3>
<p>거래는 시스템이 기록한 가격으로만 정산됩니다. 각 정산은 사용한 가격 근거를 보관하므로 결과를 나중에 검증할 수 있습니다.</p>
<h3>공개된 규칙</h3>
<p>수수료, 한도 등 각종 매개변수는 공개된 규칙이며 누구나 <strong>/api/rules</strong>에서 확인할 수 있습니다. 모든 변경 사항은 시각, 이전 값, 새 값과 함께 공개 변경 기록 <strong>/api/rules/changelog</strong>에 게시됩니다.</p>
<h3>추첨</h3>
<p>추첨을 사용하는 상품은 커밋-리빌 방식을 따릅니다. 추첨 전에 커밋 값을 공개하고 추첨 후에 비밀 값을 공개하므로, 누구나 결과가 바뀌지 않았음을 확인할 수 있습니다.</p>
<h3>원장</h3>
<p>모든 잔액 변동은 차변과 대변이 일치하는 원장 거래입니다. 운영자를 포함해 누구도 거래 결과나 사용자의 잔액을 정할 수 없습니다.</p>
<p><strong>샘플 문구:</strong> 이 사이트의 운영자가 수정하거나 교체할 수 있습니다.</p>'
FROM news WHERE c_id = 4 AND sort = 2 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'vn', 'Cách chúng tôi thanh toán: giá đã ghi nhận và quy tắc công khai',
    'Mỗi giao dịch được thanh toán theo giá đã ghi nhận và quy tắc ai cũng đọc được, kèm bằng chứng được lưu lại.',
    '<h3>Giá đã ghi nhận</h3>
<p>Giao dịch chỉ được thanh toán bằng giá mà hệ thống đã ghi nhận. Mỗi lần thanh toán lưu lại bằng chứng về giá đã dùng, nên kết quả có thể được kiểm tra về sau.</p>
<h3>Quy tắc công khai</h3>
<p>Phí, hạn mức và các tham số khác là quy tắc công khai, ai cũng có thể xem tại <strong>/api/rules</strong>. Mọi thay đổi đều xuất hiện trong nhật ký thay đổi công khai tại <strong>/api/rules/changelog</strong>, kèm thời gian, giá trị cũ và giá trị mới.</p>
<h3>Bốc thăm</h3>
<p>Sản phẩm nào dùng bốc thăm đều theo cơ chế cam kết – tiết lộ (commit-reveal): giá trị cam kết được công bố trước khi bốc thăm và giá trị bí mật được tiết lộ sau đó, để ai cũng kiểm tra được rằng kết quả không bị thay đổi.</p>
<h3>Sổ cái</h3>
<p>Mọi thay đổi số dư đều là một giao dịch sổ cái có các bút toán cân đối. Không ai, kể cả đơn vị vận hành, có thể định đoạt kết quả giao dịch hay số dư của người dùng.</p>
<p><strong>Văn bản mẫu:</strong> đơn vị vận hành trang này có thể chỉnh sửa hoặc thay thế.</p>'
FROM news WHERE c_id = 4 AND sort = 2 AND is_sample = 1;

-- Announcement: welcome (the popup) (c_id 4, sort 1)
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'zh', '欢迎使用 Mercato',
    'Mercato 是一款可自行部署的交易应用，交易结果只取决于已记录的价格和公开的规则。',
    '<h3>这是什么</h3>
<p>Mercato 是一款可自行部署的交易所应用：本站运营方在自己的服务器上运行它。</p>
<ul>
<li>每一笔余额变动都是一笔借贷平衡的账本交易。</li>
<li>交易结果只取决于已记录的价格和公开的规则；任何人（包括运营方）都无法指定结果。</li>
<li>每一次结算都保留其价格依据。</li>
<li>每一次规则变更都列在公开的变更日志中。</li>
</ul>
<p>当应用显示 <strong>DEMO</strong> 标记时，价格来自价格模拟器而非真实市场，资金为没有实际价值的演示资金。</p>
<p><strong>示例文本：</strong>本站运营方可以编辑或替换此内容。</p>'
FROM news WHERE c_id = 4 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'hk', '歡迎使用 Mercato',
    'Mercato 是一款可自行部署的交易應用程式，交易結果只取決於已記錄的價格和公開的規則。',
    '<h3>這是甚麼</h3>
<p>Mercato 是一款可自行部署的交易所應用程式：本站營運方在自己的伺服器上運行它。</p>
<ul>
<li>每一筆餘額變動都是一筆借貸平衡的帳本交易。</li>
<li>交易結果只取決於已記錄的價格和公開的規則；任何人（包括營運方）都無法指定結果。</li>
<li>每一次結算都保留其價格依據。</li>
<li>每一次規則變更都列於公開的變更日誌中。</li>
</ul>
<p>當應用程式顯示 <strong>DEMO</strong> 標記時，價格來自價格模擬器而非真實市場，資金為沒有實際價值的演示資金。</p>
<p><strong>示例文字：</strong>本站營運方可以編輯或替換此內容。</p>'
FROM news WHERE c_id = 4 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'en', 'Welcome to Mercato',
    'Mercato is a self-hostable trading app whose results come only from recorded prices and published rules.',
    '<h3>What this is</h3>
<p>Mercato is a self-hostable exchange app: the operator of this site runs it on their own server.</p>
<ul>
<li>Every balance change is a balanced ledger transaction.</li>
<li>Trade outcomes come only from recorded prices and published rules; nobody, operators included, can choose a result.</li>
<li>Every settlement keeps its price evidence.</li>
<li>Every rule change is listed in a public changelog.</li>
</ul>
<p>When the app shows a <strong>DEMO</strong> badge, prices come from a price simulator, not a real market, and funds are demo funds with no value.</p>
<p><strong>Sample text:</strong> the operator of this site can edit or replace it.</p>'
FROM news WHERE c_id = 4 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'fra', 'Bienvenue sur Mercato',
    'Mercato est une application de trading auto-hébergeable dont les résultats reposent uniquement sur des prix enregistrés et des règles publiées.',
    '<h3>De quoi s''agit-il ?</h3>
<p>Mercato est une plateforme d''échange auto-hébergeable : l''exploitant de ce site la fait fonctionner sur son propre serveur.</p>
<ul>
<li>Chaque variation de solde est une transaction équilibrée du registre.</li>
<li>Le résultat d''une opération dépend uniquement des prix enregistrés et des règles publiées ; personne, exploitant compris, ne peut choisir un résultat.</li>
<li>Chaque règlement conserve ses preuves de prix.</li>
<li>Chaque modification de règle figure dans un journal public des modifications.</li>
</ul>
<p>Lorsque l''application affiche le badge <strong>DEMO</strong>, les prix proviennent d''un simulateur de prix et non d''un marché réel, et les fonds sont des fonds de démonstration sans valeur.</p>
<p><strong>Texte d''exemple :</strong> l''exploitant de ce site peut le modifier ou le remplacer.</p>'
FROM news WHERE c_id = 4 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'spa', 'Te damos la bienvenida a Mercato',
    'Mercato es una aplicación de trading autoalojable cuyos resultados dependen solo de precios registrados y reglas publicadas.',
    '<h3>Qué es esto</h3>
<p>Mercato es una plataforma de negociación autoalojable: el operador de este sitio la ejecuta en su propio servidor.</p>
<ul>
<li>Cada cambio de saldo es una transacción contable cuadrada.</li>
<li>El resultado de una operación depende solo de precios registrados y reglas publicadas; nadie, ni siquiera el operador, puede elegir un resultado.</li>
<li>Cada liquidación conserva la evidencia de precio que utilizó.</li>
<li>Cada cambio de reglas figura en un registro público de cambios.</li>
</ul>
<p>Cuando la aplicación muestra la insignia <strong>DEMO</strong>, los precios provienen de un simulador de precios, no de un mercado real, y los fondos son fondos de demostración sin valor.</p>
<p><strong>Texto de ejemplo:</strong> el operador de este sitio puede editarlo o sustituirlo.</p>'
FROM news WHERE c_id = 4 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'ja', 'Mercato へようこそ',
    'Mercato はセルフホスト型の取引アプリで、取引結果は記録された価格と公開ルールだけで決まります。',
    '<h3>Mercato とは</h3>
<p>Mercato はセルフホスト型の取引所アプリです。このサイトの運営者が自らのサーバーで運用しています。</p>
<ul>
<li>残高の変動はすべて、貸借が一致する台帳取引として記録されます。</li>
<li>取引結果は記録された価格と公開ルールだけで決まり、運営者を含め誰も結果を選ぶことはできません。</li>
<li>すべての決済は、その価格の根拠を保存します。</li>
<li>ルールの変更はすべて公開の変更履歴に掲載されます。</li>
</ul>
<p>アプリに <strong>DEMO</strong> バッジが表示されている場合、価格は実際の市場ではなく価格シミュレーターによるもので、資金は価値のないデモ資金です。</p>
<p><strong>サンプル文章：</strong>このサイトの運営者が編集・差し替えできます。</p>'
FROM news WHERE c_id = 4 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'th', 'ยินดีต้อนรับสู่ Mercato',
    'Mercato เป็นแอปเทรดที่ติดตั้งบนเซิร์ฟเวอร์ของตนเองได้ และผลการเทรดขึ้นอยู่กับราคาที่บันทึกไว้และกฎที่เปิดเผยเท่านั้น',
    '<h3>Mercato คืออะไร</h3>
<p>Mercato เป็นแอปกระดานเทรดที่ติดตั้งใช้งานเองได้ ผู้ให้บริการเว็บไซต์นี้รันระบบบนเซิร์ฟเวอร์ของตนเอง</p>
<ul>
<li>การเปลี่ยนแปลงยอดเงินทุกครั้งเป็นรายการบัญชีที่สมดุล</li>
<li>ผลการเทรดมาจากราคาที่บันทึกไว้และกฎที่เปิดเผยเท่านั้น ไม่มีใคร รวมถึงผู้ให้บริการ สามารถเลือกผลลัพธ์ได้</li>
<li>การชำระราคาทุกครั้งเก็บหลักฐานราคาไว้</li>
<li>การเปลี่ยนแปลงกฎทุกครั้งแสดงอยู่ในบันทึกการเปลี่ยนแปลงสาธารณะ</li>
</ul>
<p>เมื่อแอปแสดงป้าย <strong>DEMO</strong> ราคาจะมาจากตัวจำลองราคา ไม่ใช่ตลาดจริง และเงินเป็นเงินทดลองที่ไม่มีมูลค่า</p>
<p><strong>ข้อความตัวอย่าง:</strong> ผู้ให้บริการเว็บไซต์นี้สามารถแก้ไขหรือแทนที่ข้อความนี้ได้</p>'
FROM news WHERE c_id = 4 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'kor', 'Mercato에 오신 것을 환영합니다',
    'Mercato는 직접 호스팅할 수 있는 거래 앱으로, 거래 결과는 기록된 가격과 공개된 규칙에 의해서만 정해집니다.',
    '<h3>Mercato란</h3>
<p>Mercato는 직접 호스팅할 수 있는 거래소 앱입니다. 이 사이트의 운영자가 자체 서버에서 운영합니다.</p>
<ul>
<li>모든 잔액 변동은 차변과 대변이 일치하는 원장 거래입니다.</li>
<li>거래 결과는 기록된 가격과 공개된 규칙으로만 정해지며, 운영자를 포함해 누구도 결과를 선택할 수 없습니다.</li>
<li>모든 정산은 가격 근거를 보관합니다.</li>
<li>모든 규칙 변경은 공개 변경 기록에 게시됩니다.</li>
</ul>
<p>앱에 <strong>DEMO</strong> 배지가 표시되면 가격은 실제 시장이 아닌 가격 시뮬레이터에서 나오며, 자금은 가치가 없는 데모 자금입니다.</p>
<p><strong>샘플 문구:</strong> 이 사이트의 운영자가 수정하거나 교체할 수 있습니다.</p>'
FROM news WHERE c_id = 4 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'vn', 'Chào mừng bạn đến với Mercato',
    'Mercato là ứng dụng giao dịch có thể tự triển khai, kết quả chỉ dựa trên giá đã ghi nhận và quy tắc công khai.',
    '<h3>Đây là gì</h3>
<p>Mercato là ứng dụng sàn giao dịch có thể tự triển khai: đơn vị vận hành trang này chạy nó trên máy chủ của chính mình.</p>
<ul>
<li>Mọi thay đổi số dư đều là một giao dịch sổ cái cân đối.</li>
<li>Kết quả giao dịch chỉ dựa trên giá đã ghi nhận và quy tắc công khai; không ai, kể cả đơn vị vận hành, có thể chọn kết quả.</li>
<li>Mỗi lần thanh toán đều lưu lại bằng chứng về giá.</li>
<li>Mọi thay đổi quy tắc đều được liệt kê trong nhật ký thay đổi công khai.</li>
</ul>
<p>Khi ứng dụng hiển thị nhãn <strong>DEMO</strong>, giá đến từ trình mô phỏng giá chứ không phải thị trường thật, và tiền là tiền thử nghiệm không có giá trị.</p>
<p><strong>Văn bản mẫu:</strong> đơn vị vận hành trang này có thể chỉnh sửa hoặc thay thế.</p>'
FROM news WHERE c_id = 4 AND sort = 1 AND is_sample = 1;

-- Banner: rules in the open (c_id 5, sort 3)
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'zh', '规则公开透明',
    '每条规则都公开，每次变更都列在公开的变更日志中。',
    '<p>手续费、限额和产品参数都是公开的规则，每次变更都会注明时间以及变更前后的数值。</p>
<p><strong>示例文本：</strong>本站运营方可以编辑或替换此内容。</p>'
FROM news WHERE c_id = 5 AND sort = 3 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'hk', '規則公開透明',
    '每條規則都公開，每次變更都列於公開的變更日誌中。',
    '<p>手續費、限額和產品參數都是公開的規則，每次變更都會註明時間以及變更前後的數值。</p>
<p><strong>示例文字：</strong>本站營運方可以編輯或替換此內容。</p>'
FROM news WHERE c_id = 5 AND sort = 3 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'en', 'Rules in the open',
    'Every rule is published and every change to it is listed in a public changelog.',
    '<p>Fees, limits and product parameters are published rules, and each change is listed with its time, the old value and the new value.</p>
<p><strong>Sample text:</strong> the operator of this site can edit or replace it.</p>'
FROM news WHERE c_id = 5 AND sort = 3 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'fra', 'Des règles au grand jour',
    'Chaque règle est publiée et chacune de ses modifications figure dans un journal public.',
    '<p>Les frais, les limites et les paramètres des produits sont des règles publiées, et chaque modification est listée avec sa date, l''ancienne valeur et la nouvelle.</p>
<p><strong>Texte d''exemple :</strong> l''exploitant de ce site peut le modifier ou le remplacer.</p>'
FROM news WHERE c_id = 5 AND sort = 3 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'spa', 'Reglas a la vista',
    'Cada regla se publica y cada cambio figura en un registro público de cambios.',
    '<p>Las comisiones, los límites y los parámetros de los productos son reglas publicadas, y cada cambio se lista con su fecha, el valor anterior y el nuevo.</p>
<p><strong>Texto de ejemplo:</strong> el operador de este sitio puede editarlo o sustituirlo.</p>'
FROM news WHERE c_id = 5 AND sort = 3 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'ja', 'ルールはすべて公開',
    'すべてのルールは公開され、変更はすべて公開の変更履歴に掲載されます。',
    '<p>手数料、上限、商品のパラメーターは公開ルールであり、変更のたびに日時と変更前後の値が掲載されます。</p>
<p><strong>サンプル文章：</strong>このサイトの運営者が編集・差し替えできます。</p>'
FROM news WHERE c_id = 5 AND sort = 3 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'th', 'กฎเปิดเผยทุกข้อ',
    'กฎทุกข้อเปิดเผย และการเปลี่ยนแปลงทุกครั้งแสดงในบันทึกการเปลี่ยนแปลงสาธารณะ',
    '<p>ค่าธรรมเนียม วงเงิน และพารามิเตอร์ของผลิตภัณฑ์เป็นกฎที่เปิดเผย และการเปลี่ยนแปลงแต่ละครั้งแสดงพร้อมเวลา ค่าเดิม และค่าใหม่</p>
<p><strong>ข้อความตัวอย่าง:</strong> ผู้ให้บริการเว็บไซต์นี้สามารถแก้ไขหรือแทนที่ข้อความนี้ได้</p>'
FROM news WHERE c_id = 5 AND sort = 3 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'kor', '모두에게 공개된 규칙',
    '모든 규칙은 공개되며, 모든 변경 사항은 공개 변경 기록에 게시됩니다.',
    '<p>수수료, 한도, 상품 매개변수는 공개된 규칙이며, 변경될 때마다 시각, 이전 값, 새 값이 함께 게시됩니다.</p>
<p><strong>샘플 문구:</strong> 이 사이트의 운영자가 수정하거나 교체할 수 있습니다.</p>'
FROM news WHERE c_id = 5 AND sort = 3 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'vn', 'Quy tắc minh bạch',
    'Mọi quy tắc đều được công khai và mọi thay đổi đều có trong nhật ký thay đổi công khai.',
    '<p>Phí, hạn mức và tham số sản phẩm là quy tắc công khai, và mỗi thay đổi đều được liệt kê kèm thời gian, giá trị cũ và giá trị mới.</p>
<p><strong>Văn bản mẫu:</strong> đơn vị vận hành trang này có thể chỉnh sửa hoặc thay thế.</p>'
FROM news WHERE c_id = 5 AND sort = 3 AND is_sample = 1;

-- Banner: results from recorded prices (c_id 5, sort 2)
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'zh', '结果只来自已记录的价格',
    '交易只按已记录的价格和公开的规则结算，并保留依据。',
    '<p>每一次结算都使用已记录的价格和公开的规则，并保留价格依据，结果可以核对。</p>
<p><strong>示例文本：</strong>本站运营方可以编辑或替换此内容。</p>'
FROM news WHERE c_id = 5 AND sort = 2 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'hk', '結果只來自已記錄的價格',
    '交易只按已記錄的價格和公開的規則結算，並保留依據。',
    '<p>每一次結算都使用已記錄的價格和公開的規則，並保留價格依據，結果可以核對。</p>
<p><strong>示例文字：</strong>本站營運方可以編輯或替換此內容。</p>'
FROM news WHERE c_id = 5 AND sort = 2 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'en', 'Results from recorded prices',
    'Trades settle only on recorded prices and published rules, and keep their evidence.',
    '<p>Every settlement uses recorded prices and the published rules, and keeps its price evidence so that its result can be checked.</p>
<p><strong>Sample text:</strong> the operator of this site can edit or replace it.</p>'
FROM news WHERE c_id = 5 AND sort = 2 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'fra', 'Des résultats issus de prix enregistrés',
    'Les opérations sont réglées uniquement sur des prix enregistrés et des règles publiées, et en conservent les preuves.',
    '<p>Chaque règlement utilise des prix enregistrés et les règles publiées, et conserve ses preuves de prix pour que son résultat puisse être vérifié.</p>
<p><strong>Texte d''exemple :</strong> l''exploitant de ce site peut le modifier ou le remplacer.</p>'
FROM news WHERE c_id = 5 AND sort = 2 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'spa', 'Resultados a partir de precios registrados',
    'Las operaciones se liquidan solo con precios registrados y reglas publicadas, y conservan su evidencia.',
    '<p>Cada liquidación usa precios registrados y las reglas publicadas, y conserva su evidencia de precio para que su resultado pueda comprobarse.</p>
<p><strong>Texto de ejemplo:</strong> el operador de este sitio puede editarlo o sustituirlo.</p>'
FROM news WHERE c_id = 5 AND sort = 2 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'ja', '結果は記録された価格から',
    '取引は記録された価格と公開ルールだけで決済され、その根拠が保存されます。',
    '<p>すべての決済は記録された価格と公開ルールを用い、価格の根拠を保存するため、結果を検証できます。</p>
<p><strong>サンプル文章：</strong>このサイトの運営者が編集・差し替えできます。</p>'
FROM news WHERE c_id = 5 AND sort = 2 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'th', 'ผลลัพธ์จากราคาที่บันทึกไว้',
    'การเทรดชำระราคาด้วยราคาที่บันทึกไว้และกฎที่เปิดเผยเท่านั้น พร้อมเก็บหลักฐานไว้',
    '<p>การชำระราคาทุกครั้งใช้ราคาที่บันทึกไว้และกฎที่เปิดเผย และเก็บหลักฐานราคาไว้เพื่อให้ตรวจสอบผลลัพธ์ได้</p>
<p><strong>ข้อความตัวอย่าง:</strong> ผู้ให้บริการเว็บไซต์นี้สามารถแก้ไขหรือแทนที่ข้อความนี้ได้</p>'
FROM news WHERE c_id = 5 AND sort = 2 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'kor', '기록된 가격이 만드는 결과',
    '거래는 기록된 가격과 공개된 규칙으로만 정산되며, 그 근거가 보관됩니다.',
    '<p>모든 정산은 기록된 가격과 공개된 규칙을 사용하고 가격 근거를 보관하므로 결과를 검증할 수 있습니다.</p>
<p><strong>샘플 문구:</strong> 이 사이트의 운영자가 수정하거나 교체할 수 있습니다.</p>'
FROM news WHERE c_id = 5 AND sort = 2 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'vn', 'Kết quả từ giá đã ghi nhận',
    'Giao dịch chỉ được thanh toán theo giá đã ghi nhận và quy tắc công khai, kèm bằng chứng được lưu lại.',
    '<p>Mỗi lần thanh toán đều dùng giá đã ghi nhận và quy tắc công khai, đồng thời lưu bằng chứng về giá để kết quả có thể được kiểm tra.</p>
<p><strong>Văn bản mẫu:</strong> đơn vị vận hành trang này có thể chỉnh sửa hoặc thay thế.</p>'
FROM news WHERE c_id = 5 AND sort = 2 AND is_sample = 1;

-- Banner: every balance change, balanced (c_id 5, sort 1)
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'zh', '每一笔变动，账目都平衡',
    '每一笔资金变动都是一笔借贷平衡的账本交易。',
    '<p>在 Mercato 中，每一笔余额变动都是一笔借贷平衡的账本交易，任何人都无法以其他方式改动余额。</p>
<p><strong>示例文本：</strong>本站运营方可以编辑或替换此内容。</p>'
FROM news WHERE c_id = 5 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'hk', '每一筆變動，帳目都平衡',
    '每一筆資金變動都是一筆借貸平衡的帳本交易。',
    '<p>在 Mercato 中，每一筆餘額變動都是一筆借貸平衡的帳本交易，任何人都無法以其他方式改動餘額。</p>
<p><strong>示例文字：</strong>本站營運方可以編輯或替換此內容。</p>'
FROM news WHERE c_id = 5 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'en', 'Every balance change, balanced',
    'Each movement of funds is a ledger transaction whose entries balance.',
    '<p>Every balance change in Mercato is a balanced ledger transaction, and nobody can change a balance any other way.</p>
<p><strong>Sample text:</strong> the operator of this site can edit or replace it.</p>'
FROM news WHERE c_id = 5 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'fra', 'Chaque mouvement, à l''équilibre',
    'Chaque mouvement de fonds est une transaction du registre dont les écritures s''équilibrent.',
    '<p>Dans Mercato, chaque variation de solde est une transaction équilibrée du registre, et personne ne peut modifier un solde autrement.</p>
<p><strong>Texte d''exemple :</strong> l''exploitant de ce site peut le modifier ou le remplacer.</p>'
FROM news WHERE c_id = 5 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'spa', 'Cada movimiento, cuadrado',
    'Cada movimiento de fondos es una transacción contable cuyos asientos cuadran.',
    '<p>En Mercato, cada cambio de saldo es una transacción contable cuadrada, y nadie puede modificar un saldo de otra manera.</p>
<p><strong>Texto de ejemplo:</strong> el operador de este sitio puede editarlo o sustituirlo.</p>'
FROM news WHERE c_id = 5 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'ja', 'すべての残高変動を、貸借一致で',
    '資金の動きはすべて、貸借が一致する台帳取引です。',
    '<p>Mercato では残高の変動はすべて貸借が一致する台帳取引であり、それ以外の方法で残高を変えることは誰にもできません。</p>
<p><strong>サンプル文章：</strong>このサイトの運営者が編集・差し替えできます。</p>'
FROM news WHERE c_id = 5 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'th', 'ทุกการเปลี่ยนแปลงยอดเงิน สมดุลเสมอ',
    'การเคลื่อนไหวของเงินทุกครั้งเป็นรายการบัญชีที่เดบิตและเครดิตสมดุลกัน',
    '<p>ใน Mercato การเปลี่ยนแปลงยอดเงินทุกครั้งเป็นรายการบัญชีที่สมดุล และไม่มีใครเปลี่ยนยอดเงินได้ด้วยวิธีอื่น</p>
<p><strong>ข้อความตัวอย่าง:</strong> ผู้ให้บริการเว็บไซต์นี้สามารถแก้ไขหรือแทนที่ข้อความนี้ได้</p>'
FROM news WHERE c_id = 5 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'kor', '모든 잔액 변동, 언제나 균형 있게',
    '모든 자금 이동은 차변과 대변이 일치하는 원장 거래입니다.',
    '<p>Mercato에서 모든 잔액 변동은 균형 잡힌 원장 거래이며, 그 밖의 방법으로는 누구도 잔액을 바꿀 수 없습니다.</p>
<p><strong>샘플 문구:</strong> 이 사이트의 운영자가 수정하거나 교체할 수 있습니다.</p>'
FROM news WHERE c_id = 5 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'vn', 'Mọi biến động số dư đều cân đối',
    'Mỗi lần dịch chuyển tiền là một giao dịch sổ cái có các bút toán cân đối.',
    '<p>Trong Mercato, mọi thay đổi số dư đều là một giao dịch sổ cái cân đối, và không ai có thể thay đổi số dư bằng cách khác.</p>
<p><strong>Văn bản mẫu:</strong> đơn vị vận hành trang này có thể chỉnh sửa hoặc thay thế.</p>'
FROM news WHERE c_id = 5 AND sort = 1 AND is_sample = 1;

-- FAQ page (c_id 10, sort 1)
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'zh', '常见问题',
    '关于身份认证、账户安全、规则和演示模式的常见问题解答。',
    '<h3>如何进行身份认证？</h3>
<p>请先在安全中心绑定邮箱和手机号，然后提交初级认证（姓名和证件号码）；高级认证还需上传证件照片。每次提交都由人工审核。</p>
<h3>为什么必须同时绑定邮箱和手机号？</h3>
<p>修改密码等敏感操作的验证码会发送到邮箱或手机，它们也能帮助您找回账户。身份认证要求两者都已绑定。</p>
<h3>资金密码有什么用？</h3>
<p>资金密码是一个独立的 6 位数字密码，用于确认提现等涉及资金的操作。请勿与登录密码相同，可在安全中心设置和修改。</p>
<h3>在哪里查看规则及其变更历史？</h3>
<p>公开的规则可在 <strong>/api/rules</strong> 查看；每一次变更及其时间、变更前后的数值都列在公开的变更日志 <strong>/api/rules/changelog</strong> 中。</p>
<h3>DEMO 模式是什么意思？</h3>
<p>当应用显示 DEMO 标记时，价格来自价格模拟器而非真实市场，资金为没有实际价值的演示资金。</p>
<h3>如何联系客服？</h3>
<p>请查看<strong>联系我们</strong>页面，本站运营方会在那里列出客服渠道。</p>
<p><strong>示例文本：</strong>本站运营方可以编辑或替换此内容。</p>'
FROM news WHERE c_id = 10 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'hk', '常見問題',
    '關於身份認證、帳戶安全、規則和演示模式的常見問題解答。',
    '<h3>如何進行身份認證？</h3>
<p>請先在安全中心綁定電郵和手機號碼，然後提交初級認證（姓名和證件號碼）；高級認證還需上載證件相片。每次提交均由人工審核。</p>
<h3>為甚麼必須同時綁定電郵和手機號碼？</h3>
<p>修改密碼等敏感操作的驗證碼會發送到電郵或手機，它們亦能幫助您取回帳戶。身份認證要求兩者均已綁定。</p>
<h3>資金密碼有甚麼用？</h3>
<p>資金密碼是一個獨立的 6 位數字密碼，用於確認提現等涉及資金的操作。請勿與登入密碼相同，可在安全中心設定和修改。</p>
<h3>在哪裡查閱規則及其變更歷史？</h3>
<p>公開的規則可在 <strong>/api/rules</strong> 查閱；每一次變更及其時間、變更前後的數值都列於公開的變更日誌 <strong>/api/rules/changelog</strong> 中。</p>
<h3>DEMO 模式是甚麼意思？</h3>
<p>當應用程式顯示 DEMO 標記時，價格來自價格模擬器而非真實市場，資金為沒有實際價值的演示資金。</p>
<h3>如何聯絡客服？</h3>
<p>請查看<strong>聯絡我們</strong>頁面，本站營運方會在那裡列出客服渠道。</p>
<p><strong>示例文字：</strong>本站營運方可以編輯或替換此內容。</p>'
FROM news WHERE c_id = 10 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'en', 'Frequently asked questions',
    'Answers to common questions about identity verification, security, the rules and demo mode.',
    '<h3>How do I verify my identity?</h3>
<p>First bind your e-mail and mobile number under Security. Then submit level 1 (your name and ID number) and, for level 2, pictures of your ID document. A person reviews each submission.</p>
<h3>Why must I bind both an e-mail and a mobile number?</h3>
<p>Verification codes for sensitive changes, such as a new password, are sent to them, and they help you regain access to your account. Identity verification requires both.</p>
<h3>What is the pay password for?</h3>
<p>The pay password is a separate 6-digit password that confirms operations on your funds, such as withdrawals. Keep it different from your login password; you can set and change it under Security.</p>
<h3>Where can I see the rules and their change history?</h3>
<p>The published rules can be read at <strong>/api/rules</strong>, and every change, with its time, the old value and the new value, is listed in the public changelog at <strong>/api/rules/changelog</strong>.</p>
<h3>What does DEMO mode mean?</h3>
<p>When the app shows a DEMO badge, prices come from a price simulator, not a real market, and funds are demo funds with no value.</p>
<h3>How do I contact support?</h3>
<p>See the <strong>Contact us</strong> page, where the operator of this site lists its support channels.</p>
<p><strong>Sample text:</strong> the operator of this site can edit or replace it.</p>'
FROM news WHERE c_id = 10 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'fra', 'Questions fréquentes',
    'Réponses aux questions courantes sur la vérification d''identité, la sécurité, les règles et le mode démo.',
    '<h3>Comment vérifier mon identité ?</h3>
<p>Associez d''abord votre e-mail et votre numéro de mobile dans Sécurité. Soumettez ensuite le niveau 1 (votre nom et votre numéro de pièce d''identité) puis, pour le niveau 2, des photos de votre pièce d''identité. Chaque demande est examinée par une personne.</p>
<h3>Pourquoi associer à la fois un e-mail et un numéro de mobile ?</h3>
<p>Les codes de vérification des changements sensibles, comme un nouveau mot de passe, y sont envoyés, et ils vous aident à récupérer l''accès à votre compte. La vérification d''identité exige les deux.</p>
<h3>À quoi sert le mot de passe de paiement ?</h3>
<p>Le mot de passe de paiement est un mot de passe distinct à 6 chiffres qui confirme les opérations sur vos fonds, comme les retraits. Choisissez-le différent de votre mot de passe de connexion ; vous pouvez le définir et le modifier dans Sécurité.</p>
<h3>Où consulter les règles et l''historique de leurs modifications ?</h3>
<p>Les règles publiées se lisent à l''adresse <strong>/api/rules</strong>, et chaque modification, avec sa date, l''ancienne valeur et la nouvelle, figure dans le journal public des modifications, <strong>/api/rules/changelog</strong>.</p>
<h3>Que signifie le mode DEMO ?</h3>
<p>Lorsque l''application affiche le badge DEMO, les prix proviennent d''un simulateur de prix et non d''un marché réel, et les fonds sont des fonds de démonstration sans valeur.</p>
<h3>Comment contacter l''assistance ?</h3>
<p>Consultez la page <strong>Nous contacter</strong>, où l''exploitant de ce site indique ses canaux d''assistance.</p>
<p><strong>Texte d''exemple :</strong> l''exploitant de ce site peut le modifier ou le remplacer.</p>'
FROM news WHERE c_id = 10 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'spa', 'Preguntas frecuentes',
    'Respuestas a preguntas habituales sobre la verificación de identidad, la seguridad, las reglas y el modo demo.',
    '<h3>¿Cómo verifico mi identidad?</h3>
<p>Primero vincula tu correo y tu número de móvil en Seguridad. Después envía el nivel 1 (tu nombre y tu número de documento de identidad) y, para el nivel 2, fotos de tu documento de identidad. Una persona revisa cada solicitud.</p>
<h3>¿Por qué debo vincular un correo y un número de móvil?</h3>
<p>A ellos se envían los códigos de verificación de los cambios sensibles, como una nueva contraseña, y te ayudan a recuperar el acceso a tu cuenta. La verificación de identidad exige ambos.</p>
<h3>¿Para qué sirve la contraseña de pago?</h3>
<p>La contraseña de pago es una contraseña aparte de 6 dígitos que confirma las operaciones con tus fondos, como los retiros. Usa una distinta de tu contraseña de acceso; puedes configurarla y cambiarla en Seguridad.</p>
<h3>¿Dónde puedo ver las reglas y su historial de cambios?</h3>
<p>Las reglas publicadas pueden consultarse en <strong>/api/rules</strong>, y cada cambio, con su fecha, el valor anterior y el nuevo, figura en el registro público de cambios, <strong>/api/rules/changelog</strong>.</p>
<h3>¿Qué significa el modo DEMO?</h3>
<p>Cuando la aplicación muestra la insignia DEMO, los precios provienen de un simulador de precios, no de un mercado real, y los fondos son fondos de demostración sin valor.</p>
<h3>¿Cómo contacto con el soporte?</h3>
<p>Consulta la página <strong>Contacto</strong>, donde el operador de este sitio indica sus canales de atención.</p>
<p><strong>Texto de ejemplo:</strong> el operador de este sitio puede editarlo o sustituirlo.</p>'
FROM news WHERE c_id = 10 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'ja', 'よくある質問',
    '本人確認、セキュリティ、ルール、デモモードについてのよくある質問と回答です。',
    '<h3>本人確認の方法は？</h3>
<p>まずセキュリティでメールアドレスと携帯番号を連携してください。次にレベル1（氏名と身分証番号）を申請し、レベル2では身分証の画像を提出します。申請はすべて担当者が審査します。</p>
<h3>なぜメールアドレスと携帯番号の両方を連携する必要があるのですか？</h3>
<p>パスワード変更などの重要な操作の確認コードはこれらに送信され、アカウントへのアクセスを回復する際にも役立ちます。本人確認には両方の連携が必要です。</p>
<h3>資金パスワードとは？</h3>
<p>資金パスワードは、出金など資金に関わる操作を確定するための6桁の数字のパスワードです。ログインパスワードとは異なるものを設定してください。セキュリティで設定・変更できます。</p>
<h3>ルールとその変更履歴はどこで確認できますか？</h3>
<p>公開ルールは <strong>/api/rules</strong> で確認できます。変更はすべて、日時と変更前後の値とともに公開の変更履歴 <strong>/api/rules/changelog</strong> に掲載されます。</p>
<h3>DEMO モードとは？</h3>
<p>アプリに DEMO バッジが表示されている場合、価格は実際の市場ではなく価格シミュレーターによるもので、資金は価値のないデモ資金です。</p>
<h3>サポートへの連絡方法は？</h3>
<p><strong>お問い合わせ</strong>ページをご覧ください。このサイトの運営者がサポート窓口を掲載しています。</p>
<p><strong>サンプル文章：</strong>このサイトの運営者が編集・差し替えできます。</p>'
FROM news WHERE c_id = 10 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'th', 'คำถามที่พบบ่อย',
    'คำตอบสำหรับคำถามที่พบบ่อยเกี่ยวกับการยืนยันตัวตน ความปลอดภัย กฎ และโหมดเดโม',
    '<h3>ยืนยันตัวตนอย่างไร</h3>
<p>ผูกอีเมลและเบอร์มือถือในเมนูความปลอดภัยก่อน จากนั้นส่งข้อมูลระดับ 1 (ชื่อและหมายเลขเอกสารประจำตัว) และสำหรับระดับ 2 ให้ส่งรูปภาพเอกสารประจำตัว เจ้าหน้าที่จะตรวจสอบทุกคำขอ</p>
<h3>ทำไมต้องผูกทั้งอีเมลและเบอร์มือถือ</h3>
<p>รหัสยืนยันสำหรับการเปลี่ยนแปลงที่สำคัญ เช่น การเปลี่ยนรหัสผ่าน จะถูกส่งไปยังช่องทางเหล่านี้ และยังช่วยให้คุณกู้คืนการเข้าถึงบัญชีได้ การยืนยันตัวตนต้องผูกทั้งสองอย่าง</p>
<h3>รหัสผ่านการชำระเงินใช้ทำอะไร</h3>
<p>รหัสผ่านการชำระเงินเป็นรหัสตัวเลข 6 หลักที่แยกต่างหาก ใช้ยืนยันการทำรายการเกี่ยวกับเงินของคุณ เช่น การถอน ควรตั้งให้ต่างจากรหัสผ่านเข้าสู่ระบบ และตั้งหรือเปลี่ยนได้ในเมนูความปลอดภัย</p>
<h3>ดูกฎและประวัติการเปลี่ยนแปลงได้ที่ไหน</h3>
<p>อ่านกฎที่เปิดเผยได้ที่ <strong>/api/rules</strong> และการเปลี่ยนแปลงทุกครั้ง พร้อมเวลา ค่าเดิม และค่าใหม่ แสดงอยู่ในบันทึกการเปลี่ยนแปลงสาธารณะที่ <strong>/api/rules/changelog</strong></p>
<h3>โหมด DEMO หมายความว่าอะไร</h3>
<p>เมื่อแอปแสดงป้าย DEMO ราคาจะมาจากตัวจำลองราคา ไม่ใช่ตลาดจริง และเงินเป็นเงินทดลองที่ไม่มีมูลค่า</p>
<h3>ติดต่อฝ่ายบริการลูกค้าอย่างไร</h3>
<p>ดูที่หน้า <strong>ติดต่อเรา</strong> ซึ่งผู้ให้บริการเว็บไซต์นี้ระบุช่องทางติดต่อไว้</p>
<p><strong>ข้อความตัวอย่าง:</strong> ผู้ให้บริการเว็บไซต์นี้สามารถแก้ไขหรือแทนที่ข้อความนี้ได้</p>'
FROM news WHERE c_id = 10 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'kor', '자주 묻는 질문',
    '본인 인증, 보안, 규칙, 데모 모드에 관해 자주 묻는 질문과 답변입니다.',
    '<h3>본인 인증은 어떻게 하나요?</h3>
<p>먼저 보안 메뉴에서 이메일과 휴대폰 번호를 연동하세요. 그다음 레벨 1(이름과 신분증 번호)을 신청하고, 레벨 2에서는 신분증 사진을 제출합니다. 모든 신청은 담당자가 심사합니다.</p>
<h3>왜 이메일과 휴대폰 번호를 모두 연동해야 하나요?</h3>
<p>비밀번호 변경 같은 중요한 작업의 인증 코드가 이곳으로 발송되며, 계정 접근을 복구할 때도 도움이 됩니다. 본인 인증에는 두 가지 모두 필요합니다.</p>
<h3>결제 비밀번호는 어디에 쓰이나요?</h3>
<p>결제 비밀번호는 출금 등 자금 관련 작업을 확인하는 별도의 6자리 숫자 비밀번호입니다. 로그인 비밀번호와 다르게 설정하시고, 보안 메뉴에서 설정하거나 변경할 수 있습니다.</p>
<h3>규칙과 변경 이력은 어디서 볼 수 있나요?</h3>
<p>공개된 규칙은 <strong>/api/rules</strong>에서 볼 수 있으며, 모든 변경 사항은 시각, 이전 값, 새 값과 함께 공개 변경 기록 <strong>/api/rules/changelog</strong>에 게시됩니다.</p>
<h3>DEMO 모드는 무엇인가요?</h3>
<p>앱에 DEMO 배지가 표시되면 가격은 실제 시장이 아닌 가격 시뮬레이터에서 나오며, 자금은 가치가 없는 데모 자금입니다.</p>
<h3>고객 지원에는 어떻게 연락하나요?</h3>
<p><strong>문의하기</strong> 페이지를 확인하세요. 이 사이트의 운영자가 지원 채널을 안내합니다.</p>
<p><strong>샘플 문구:</strong> 이 사이트의 운영자가 수정하거나 교체할 수 있습니다.</p>'
FROM news WHERE c_id = 10 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'vn', 'Câu hỏi thường gặp',
    'Giải đáp các câu hỏi thường gặp về xác minh danh tính, bảo mật, quy tắc và chế độ demo.',
    '<h3>Làm thế nào để xác minh danh tính?</h3>
<p>Trước tiên, hãy liên kết email và số điện thoại trong mục Bảo mật. Sau đó gửi hồ sơ cấp 1 (họ tên và số giấy tờ tùy thân) và, với cấp 2, ảnh giấy tờ tùy thân. Mỗi hồ sơ đều do nhân viên xét duyệt.</p>
<h3>Vì sao phải liên kết cả email và số điện thoại?</h3>
<p>Mã xác minh cho các thay đổi quan trọng, chẳng hạn đổi mật khẩu, được gửi đến đó, và chúng giúp bạn lấy lại quyền truy cập tài khoản. Xác minh danh tính yêu cầu liên kết cả hai.</p>
<h3>Mật khẩu thanh toán dùng để làm gì?</h3>
<p>Mật khẩu thanh toán là một mật khẩu riêng gồm 6 chữ số, dùng để xác nhận các thao tác với tiền của bạn, chẳng hạn rút tiền. Hãy đặt khác với mật khẩu đăng nhập; bạn có thể thiết lập và thay đổi trong mục Bảo mật.</p>
<h3>Xem quy tắc và lịch sử thay đổi ở đâu?</h3>
<p>Các quy tắc công khai có thể xem tại <strong>/api/rules</strong>, và mọi thay đổi, kèm thời gian, giá trị cũ và giá trị mới, được liệt kê trong nhật ký thay đổi công khai tại <strong>/api/rules/changelog</strong>.</p>
<h3>Chế độ DEMO nghĩa là gì?</h3>
<p>Khi ứng dụng hiển thị nhãn DEMO, giá đến từ trình mô phỏng giá chứ không phải thị trường thật, và tiền là tiền thử nghiệm không có giá trị.</p>
<h3>Liên hệ bộ phận hỗ trợ như thế nào?</h3>
<p>Xem trang <strong>Liên hệ</strong>, nơi đơn vị vận hành trang này liệt kê các kênh hỗ trợ.</p>
<p><strong>Văn bản mẫu:</strong> đơn vị vận hành trang này có thể chỉnh sửa hoặc thay thế.</p>'
FROM news WHERE c_id = 10 AND sort = 1 AND is_sample = 1;

-- Contact page (c_id 11, sort 1)
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'zh', '联系我们',
    '本站运营方会在此页面列出客服渠道。',
    '<h3>客服渠道</h3>
<p>本站运营方会在这里填写客服渠道，例如客服邮箱、服务时间和支持的语言。</p>
<p>请勿向任何人（包括客服人员）透露您的登录密码、资金密码或验证码。</p>
<p><strong>示例文本：</strong>本站运营方可以编辑或替换此内容。</p>'
FROM news WHERE c_id = 11 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'hk', '聯絡我們',
    '本站營運方會在此頁面列出客服渠道。',
    '<h3>客服渠道</h3>
<p>本站營運方會在這裡填寫客服渠道，例如客服電郵、服務時間和支援的語言。</p>
<p>請勿向任何人（包括客服人員）透露您的登入密碼、資金密碼或驗證碼。</p>
<p><strong>示例文字：</strong>本站營運方可以編輯或替換此內容。</p>'
FROM news WHERE c_id = 11 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'en', 'Contact us',
    'The operator of this site lists its support channels on this page.',
    '<h3>Support channels</h3>
<p>The operator of this site fills in its support channels here, for example a support e-mail address, opening hours and the languages served.</p>
<p>Never share your login password, your pay password or a verification code with anyone, support staff included.</p>
<p><strong>Sample text:</strong> the operator of this site can edit or replace it.</p>'
FROM news WHERE c_id = 11 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'fra', 'Nous contacter',
    'L''exploitant de ce site indique ses canaux d''assistance sur cette page.',
    '<h3>Canaux d''assistance</h3>
<p>L''exploitant de ce site renseigne ici ses canaux d''assistance, par exemple une adresse e-mail d''assistance, les horaires et les langues prises en charge.</p>
<p>Ne communiquez jamais votre mot de passe de connexion, votre mot de passe de paiement ni un code de vérification à qui que ce soit, pas même à l''assistance.</p>
<p><strong>Texte d''exemple :</strong> l''exploitant de ce site peut le modifier ou le remplacer.</p>'
FROM news WHERE c_id = 11 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'spa', 'Contacto',
    'El operador de este sitio indica en esta página sus canales de atención.',
    '<h3>Canales de atención</h3>
<p>El operador de este sitio completa aquí sus canales de atención, por ejemplo un correo de soporte, el horario y los idiomas disponibles.</p>
<p>Nunca compartas tu contraseña de acceso, tu contraseña de pago ni un código de verificación con nadie, ni siquiera con el personal de soporte.</p>
<p><strong>Texto de ejemplo:</strong> el operador de este sitio puede editarlo o sustituirlo.</p>'
FROM news WHERE c_id = 11 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'ja', 'お問い合わせ',
    'このサイトの運営者がサポート窓口をこのページに掲載します。',
    '<h3>サポート窓口</h3>
<p>このサイトの運営者が、サポート用メールアドレス、対応時間、対応言語などの窓口情報をここに記入します。</p>
<p>ログインパスワード、資金パスワード、確認コードは、サポート担当者を含め誰にも教えないでください。</p>
<p><strong>サンプル文章：</strong>このサイトの運営者が編集・差し替えできます。</p>'
FROM news WHERE c_id = 11 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'th', 'ติดต่อเรา',
    'ผู้ให้บริการเว็บไซต์นี้จะระบุช่องทางติดต่อฝ่ายบริการลูกค้าไว้ในหน้านี้',
    '<h3>ช่องทางติดต่อ</h3>
<p>ผู้ให้บริการเว็บไซต์นี้จะกรอกช่องทางติดต่อฝ่ายบริการลูกค้าไว้ที่นี่ เช่น อีเมลฝ่ายบริการ เวลาทำการ และภาษาที่ให้บริการ</p>
<p>อย่าบอกรหัสผ่านเข้าสู่ระบบ รหัสผ่านการชำระเงิน หรือรหัสยืนยันแก่ผู้ใด รวมถึงเจ้าหน้าที่บริการลูกค้า</p>
<p><strong>ข้อความตัวอย่าง:</strong> ผู้ให้บริการเว็บไซต์นี้สามารถแก้ไขหรือแทนที่ข้อความนี้ได้</p>'
FROM news WHERE c_id = 11 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'kor', '문의하기',
    '이 사이트의 운영자가 이 페이지에 고객 지원 채널을 안내합니다.',
    '<h3>지원 채널</h3>
<p>이 사이트의 운영자가 지원용 이메일 주소, 운영 시간, 지원 언어 등 고객 지원 채널을 여기에 기재합니다.</p>
<p>로그인 비밀번호, 결제 비밀번호, 인증 코드는 지원 담당자를 포함해 누구에게도 알려 주지 마세요.</p>
<p><strong>샘플 문구:</strong> 이 사이트의 운영자가 수정하거나 교체할 수 있습니다.</p>'
FROM news WHERE c_id = 11 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'vn', 'Liên hệ',
    'Các kênh hỗ trợ của trang này do đơn vị vận hành liệt kê tại đây.',
    '<h3>Kênh hỗ trợ</h3>
<p>Đơn vị vận hành trang này sẽ điền các kênh hỗ trợ tại đây, chẳng hạn email hỗ trợ, giờ làm việc và các ngôn ngữ được hỗ trợ.</p>
<p>Đừng bao giờ chia sẻ mật khẩu đăng nhập, mật khẩu thanh toán hay mã xác minh với bất kỳ ai, kể cả nhân viên hỗ trợ.</p>
<p><strong>Văn bản mẫu:</strong> đơn vị vận hành trang này có thể chỉnh sửa hoặc thay thế.</p>'
FROM news WHERE c_id = 11 AND sort = 1 AND is_sample = 1;

-- About page (c_id 12, sort 1)
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'zh', '关于 Mercato',
    'Mercato 是一款可自行部署的交易所应用，按诚信交易规则运行。',
    '<h3>Mercato 是什么</h3>
<p>Mercato 是一款可自行部署的交易所应用：由一个服务器程序和一个移动网页应用组成，本站运营方在自己的服务器上、用自己的数据库运行它。</p>
<h3>诚信交易规则</h3>
<ul>
<li>每一笔余额变动都是一笔借贷平衡的账本交易。</li>
<li>交易结果只取决于已记录的价格和公开的规则。</li>
<li>每一次结算都保留其价格依据。</li>
<li>抽签采用承诺-揭示（commit-reveal）方式，任何人都可以核对结果未被改动。</li>
<li>规则公开，每一次变更都列在公开的变更日志中。</li>
<li>运营方的每一项操作都记录在审计日志中。</li>
<li>任何人（包括运营方）都无法指定交易结果或用户余额。</li>
</ul>
<p>在演示部署中，价格来自价格模拟器而非真实市场，资金没有实际价值。</p>
<p><strong>示例文本：</strong>本站运营方可以编辑或替换此内容。</p>'
FROM news WHERE c_id = 12 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'hk', '關於 Mercato',
    'Mercato 是一款可自行部署的交易所應用程式，按誠信交易規則運行。',
    '<h3>Mercato 是甚麼</h3>
<p>Mercato 是一款可自行部署的交易所應用程式：由一個伺服器程式和一個流動網頁應用程式組成，本站營運方在自己的伺服器上、以自己的資料庫運行它。</p>
<h3>誠信交易規則</h3>
<ul>
<li>每一筆餘額變動都是一筆借貸平衡的帳本交易。</li>
<li>交易結果只取決於已記錄的價格和公開的規則。</li>
<li>每一次結算都保留其價格依據。</li>
<li>抽籤採用承諾-揭示（commit-reveal）方式，任何人都可以核對結果未被改動。</li>
<li>規則公開，每一次變更都列於公開的變更日誌中。</li>
<li>營運方的每一項操作都記錄在審計日誌中。</li>
<li>任何人（包括營運方）都無法指定交易結果或用戶餘額。</li>
</ul>
<p>在演示部署中，價格來自價格模擬器而非真實市場，資金沒有實際價值。</p>
<p><strong>示例文字：</strong>本站營運方可以編輯或替換此內容。</p>'
FROM news WHERE c_id = 12 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'en', 'About Mercato',
    'Mercato is a self-hostable exchange app built on honest-venue rules.',
    '<h3>What Mercato is</h3>
<p>Mercato is a self-hostable exchange app: one server program and a mobile web app that the operator of this site runs on their own server, with their own database.</p>
<h3>Honest-venue rules</h3>
<ul>
<li>Every balance change is a balanced ledger transaction.</li>
<li>Trade outcomes come only from recorded prices and published rules.</li>
<li>Every settlement keeps its price evidence.</li>
<li>Draws are commit-reveal, so anyone can check that a result was not changed.</li>
<li>Rules are published, and every change is listed in a public changelog.</li>
<li>Every operator action is recorded in an audit log.</li>
<li>Nobody, operators included, can choose a trade''s result or a user''s balance.</li>
</ul>
<p>In a demo deployment, prices come from a price simulator, not a real market, and funds have no value.</p>
<p><strong>Sample text:</strong> the operator of this site can edit or replace it.</p>'
FROM news WHERE c_id = 12 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'fra', 'À propos de Mercato',
    'Mercato est une plateforme d''échange auto-hébergeable fondée sur les règles d''une place de marché honnête.',
    '<h3>Qu''est-ce que Mercato ?</h3>
<p>Mercato est une plateforme d''échange auto-hébergeable : un programme serveur et une application web mobile que l''exploitant de ce site fait fonctionner sur son propre serveur, avec sa propre base de données.</p>
<h3>Les règles d''une place de marché honnête</h3>
<ul>
<li>Chaque variation de solde est une transaction équilibrée du registre.</li>
<li>Le résultat d''une opération dépend uniquement des prix enregistrés et des règles publiées.</li>
<li>Chaque règlement conserve ses preuves de prix.</li>
<li>Les tirages suivent le principe engagement-révélation (commit-reveal) : chacun peut vérifier qu''un résultat n''a pas été modifié.</li>
<li>Les règles sont publiées et chaque modification figure dans un journal public.</li>
<li>Chaque action de l''exploitant est consignée dans un journal d''audit.</li>
<li>Personne, exploitant compris, ne peut choisir le résultat d''une opération ni le solde d''un utilisateur.</li>
</ul>
<p>Dans un déploiement de démonstration, les prix proviennent d''un simulateur de prix et non d''un marché réel, et les fonds n''ont aucune valeur.</p>
<p><strong>Texte d''exemple :</strong> l''exploitant de ce site peut le modifier ou le remplacer.</p>'
FROM news WHERE c_id = 12 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'spa', 'Sobre Mercato',
    'Mercato es una plataforma de negociación autoalojable basada en las reglas de un mercado honesto.',
    '<h3>Qué es Mercato</h3>
<p>Mercato es una plataforma de negociación autoalojable: un programa de servidor y una aplicación web móvil que el operador de este sitio ejecuta en su propio servidor, con su propia base de datos.</p>
<h3>Las reglas de un mercado honesto</h3>
<ul>
<li>Cada cambio de saldo es una transacción contable cuadrada.</li>
<li>El resultado de una operación depende solo de precios registrados y reglas publicadas.</li>
<li>Cada liquidación conserva su evidencia de precio.</li>
<li>Los sorteos siguen el esquema compromiso-revelación (commit-reveal), así que cualquiera puede comprobar que un resultado no se alteró.</li>
<li>Las reglas se publican y cada cambio figura en un registro público de cambios.</li>
<li>Cada acción del operador queda anotada en un registro de auditoría.</li>
<li>Nadie, ni siquiera el operador, puede elegir el resultado de una operación ni el saldo de un usuario.</li>
</ul>
<p>En un entorno de demostración, los precios provienen de un simulador de precios, no de un mercado real, y los fondos no tienen valor.</p>
<p><strong>Texto de ejemplo:</strong> el operador de este sitio puede editarlo o sustituirlo.</p>'
FROM news WHERE c_id = 12 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'ja', 'Mercato について',
    'Mercato は、誠実な取引の場のルールに基づくセルフホスト型の取引所アプリです。',
    '<h3>Mercato とは</h3>
<p>Mercato はセルフホスト型の取引所アプリです。サーバープログラムとモバイル向けウェブアプリで構成され、このサイトの運営者が自らのサーバーとデータベースで運用しています。</p>
<h3>誠実な取引の場のルール</h3>
<ul>
<li>残高の変動はすべて、貸借が一致する台帳取引です。</li>
<li>取引結果は記録された価格と公開ルールだけで決まります。</li>
<li>すべての決済は、その価格の根拠を保存します。</li>
<li>抽選はコミット・リビール方式で、結果が改ざんされていないことを誰でも確認できます。</li>
<li>ルールは公開され、変更はすべて公開の変更履歴に掲載されます。</li>
<li>運営者の操作はすべて監査ログに記録されます。</li>
<li>運営者を含め、誰も取引結果やユーザーの残高を選ぶことはできません。</li>
</ul>
<p>デモ環境では、価格は実際の市場ではなく価格シミュレーターによるもので、資金に価値はありません。</p>
<p><strong>サンプル文章：</strong>このサイトの運営者が編集・差し替えできます。</p>'
FROM news WHERE c_id = 12 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'th', 'เกี่ยวกับ Mercato',
    'Mercato เป็นแอปกระดานเทรดที่ติดตั้งใช้งานเองได้ และทำงานตามกฎของตลาดที่ซื่อตรง',
    '<h3>Mercato คืออะไร</h3>
<p>Mercato เป็นแอปกระดานเทรดที่ติดตั้งใช้งานเองได้ ประกอบด้วยโปรแกรมเซิร์ฟเวอร์และเว็บแอปสำหรับมือถือ ซึ่งผู้ให้บริการเว็บไซต์นี้รันบนเซิร์ฟเวอร์และฐานข้อมูลของตนเอง</p>
<h3>กฎของตลาดที่ซื่อตรง</h3>
<ul>
<li>การเปลี่ยนแปลงยอดเงินทุกครั้งเป็นรายการบัญชีที่สมดุล</li>
<li>ผลการเทรดมาจากราคาที่บันทึกไว้และกฎที่เปิดเผยเท่านั้น</li>
<li>การชำระราคาทุกครั้งเก็บหลักฐานราคาไว้</li>
<li>การจับสลากใช้วิธี commit-reveal (ผูกมัดแล้วเปิดเผย) ทุกคนจึงตรวจสอบได้ว่าผลลัพธ์ไม่ถูกแก้ไข</li>
<li>กฎเปิดเผยต่อสาธารณะ และการเปลี่ยนแปลงทุกครั้งแสดงในบันทึกการเปลี่ยนแปลงสาธารณะ</li>
<li>การกระทำทุกอย่างของผู้ให้บริการถูกบันทึกไว้ในบันทึกการตรวจสอบ</li>
<li>ไม่มีใคร รวมถึงผู้ให้บริการ สามารถเลือกผลการเทรดหรือยอดเงินของผู้ใช้ได้</li>
</ul>
<p>ในระบบเดโม ราคามาจากตัวจำลองราคา ไม่ใช่ตลาดจริง และเงินไม่มีมูลค่า</p>
<p><strong>ข้อความตัวอย่าง:</strong> ผู้ให้บริการเว็บไซต์นี้สามารถแก้ไขหรือแทนที่ข้อความนี้ได้</p>'
FROM news WHERE c_id = 12 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'kor', 'Mercato 소개',
    'Mercato는 정직한 거래소 원칙에 따라 운영되는, 직접 호스팅할 수 있는 거래소 앱입니다.',
    '<h3>Mercato란</h3>
<p>Mercato는 직접 호스팅할 수 있는 거래소 앱입니다. 서버 프로그램과 모바일 웹 앱으로 이루어져 있으며, 이 사이트의 운영자가 자체 서버와 데이터베이스에서 운영합니다.</p>
<h3>정직한 거래소 원칙</h3>
<ul>
<li>모든 잔액 변동은 차변과 대변이 일치하는 원장 거래입니다.</li>
<li>거래 결과는 기록된 가격과 공개된 규칙으로만 정해집니다.</li>
<li>모든 정산은 가격 근거를 보관합니다.</li>
<li>추첨은 커밋-리빌 방식이므로 누구나 결과가 바뀌지 않았음을 확인할 수 있습니다.</li>
<li>규칙은 공개되며, 모든 변경 사항은 공개 변경 기록에 게시됩니다.</li>
<li>운영자의 모든 작업은 감사 로그에 기록됩니다.</li>
<li>운영자를 포함해 누구도 거래 결과나 사용자의 잔액을 선택할 수 없습니다.</li>
</ul>
<p>데모 환경에서는 가격이 실제 시장이 아닌 가격 시뮬레이터에서 나오며, 자금에는 가치가 없습니다.</p>
<p><strong>샘플 문구:</strong> 이 사이트의 운영자가 수정하거나 교체할 수 있습니다.</p>'
FROM news WHERE c_id = 12 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'vn', 'Giới thiệu Mercato',
    'Mercato là ứng dụng sàn giao dịch có thể tự triển khai, vận hành theo các nguyên tắc của một sàn trung thực.',
    '<h3>Mercato là gì</h3>
<p>Mercato là ứng dụng sàn giao dịch có thể tự triển khai, gồm một chương trình máy chủ và một ứng dụng web di động mà đơn vị vận hành trang này chạy trên máy chủ và cơ sở dữ liệu của chính mình.</p>
<h3>Nguyên tắc của một sàn trung thực</h3>
<ul>
<li>Mọi thay đổi số dư đều là một giao dịch sổ cái cân đối.</li>
<li>Kết quả giao dịch chỉ dựa trên giá đã ghi nhận và quy tắc công khai.</li>
<li>Mỗi lần thanh toán đều lưu lại bằng chứng về giá.</li>
<li>Bốc thăm theo cơ chế cam kết – tiết lộ (commit-reveal), nên ai cũng kiểm tra được rằng kết quả không bị thay đổi.</li>
<li>Quy tắc được công khai và mọi thay đổi đều có trong nhật ký thay đổi công khai.</li>
<li>Mọi thao tác của đơn vị vận hành đều được ghi vào nhật ký kiểm toán.</li>
<li>Không ai, kể cả đơn vị vận hành, có thể chọn kết quả giao dịch hay số dư của người dùng.</li>
</ul>
<p>Trong bản demo, giá đến từ trình mô phỏng giá chứ không phải thị trường thật, và tiền không có giá trị.</p>
<p><strong>Văn bản mẫu:</strong> đơn vị vận hành trang này có thể chỉnh sửa hoặc thay thế.</p>'
FROM news WHERE c_id = 12 AND sort = 1 AND is_sample = 1;

-- Operational compliance page (c_id 13, sort 1)
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'zh', '合规经营',
    '风险提示、身份认证与反洗钱审查、公开的规则，以及本站保存的数据。',
    '<h3>风险提示</h3>
<p>交易合约、期权等杠杆类和短期类产品风险很高，您可能损失全部本金。请只用您能够承受损失的资金进行交易。</p>
<h3>身份认证与反洗钱审查</h3>
<p>身份认证分为两级，每次提交都由人工审核，且须先绑定邮箱和手机号。各级别的提现限额是公开的规则。账户和交易可能需要接受反洗钱审查。</p>
<h3>公开的规则与变更日志</h3>
<p>手续费、限额和产品参数都是公开的规则（<strong>/api/rules</strong>）。每一次变更都会连同时间、变更前后的数值列在公开的变更日志（<strong>/api/rules/changelog</strong>）中，运营方的每一项操作都记录在审计日志中。</p>
<h3>我们保存的数据</h3>
<p>本站保存您的账户信息和已绑定的联系方式、身份认证资料、每一笔余额变动的账本记录，以及每一次结算的价格依据。审计日志和变更日志只能追加，不能改写。</p>
<h3>不构成投资建议</h3>
<p>本站的任何内容都不构成投资建议，也不承诺或保证任何收益。</p>
<p><strong>示例文本：</strong>本站运营方可以编辑或替换此内容。</p>'
FROM news WHERE c_id = 13 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'hk', '合規經營',
    '風險提示、身份認證與反洗錢審查、公開的規則，以及本站保存的數據。',
    '<h3>風險提示</h3>
<p>交易合約、期權等槓桿類和短期類產品風險很高，您可能損失全部本金。請只以您能承受損失的資金進行交易。</p>
<h3>身份認證與反洗錢審查</h3>
<p>身份認證分為兩級，每次提交均由人工審核，且須先綁定電郵和手機號碼。各級別的提現限額是公開的規則。帳戶和交易可能須接受反洗錢審查。</p>
<h3>公開的規則與變更日誌</h3>
<p>手續費、限額和產品參數都是公開的規則（<strong>/api/rules</strong>）。每一次變更都會連同時間、變更前後的數值列於公開的變更日誌（<strong>/api/rules/changelog</strong>）中，營運方的每一項操作都記錄在審計日誌中。</p>
<h3>我們保存的數據</h3>
<p>本站保存您的帳戶資料和已綁定的聯絡方式、身份認證資料、每一筆餘額變動的帳本記錄，以及每一次結算的價格依據。審計日誌和變更日誌只能追加，不能改寫。</p>
<h3>不構成投資建議</h3>
<p>本站任何內容均不構成投資建議，亦不承諾或保證任何回報。</p>
<p><strong>示例文字：</strong>本站營運方可以編輯或替換此內容。</p>'
FROM news WHERE c_id = 13 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'en', 'Operational compliance',
    'Risk warning, identity and anti-money-laundering checks, published rules and the data this site keeps.',
    '<h3>Risk warning</h3>
<p>Trading leveraged and short-term products, such as contracts and options, carries high risk: you can lose your whole stake. Only trade with money you can afford to lose.</p>
<h3>Identity verification and anti-money-laundering checks</h3>
<p>Identity verification has two levels, each reviewed by a person, and requires a bound e-mail and mobile number. The withdrawal limits of each level are published rules. Accounts and transactions may be subject to anti-money-laundering checks.</p>
<h3>Published rules and changelog</h3>
<p>Fees, limits and product parameters are published rules (<strong>/api/rules</strong>). Every change is listed with its time, the old value and the new value in the public changelog (<strong>/api/rules/changelog</strong>), and every operator action is recorded in an audit log.</p>
<h3>Data we keep</h3>
<p>This site keeps your account details and bound contacts, your identity verification submissions, the ledger of every balance change and the price evidence of every settlement. The audit log and the changelog can only be added to, never rewritten.</p>
<h3>Not investment advice</h3>
<p>Nothing on this site is investment advice, and no return is promised or guaranteed.</p>
<p><strong>Sample text:</strong> the operator of this site can edit or replace it.</p>'
FROM news WHERE c_id = 13 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'fra', 'Conformité opérationnelle',
    'Avertissement sur les risques, vérification d''identité et contrôles anti-blanchiment, règles publiées et données conservées par ce site.',
    '<h3>Avertissement sur les risques</h3>
<p>Les produits à effet de levier et à court terme, comme les contrats et les options, présentent un risque élevé : vous pouvez perdre la totalité de votre mise. N''engagez que des sommes que vous pouvez vous permettre de perdre.</p>
<h3>Vérification d''identité et lutte contre le blanchiment</h3>
<p>La vérification d''identité comporte deux niveaux, chacun examiné par une personne, et exige une adresse e-mail et un numéro de mobile associés. Les limites de retrait de chaque niveau sont des règles publiées. Les comptes et les opérations peuvent faire l''objet de contrôles anti-blanchiment.</p>
<h3>Règles publiées et journal des modifications</h3>
<p>Les frais, les limites et les paramètres des produits sont des règles publiées (<strong>/api/rules</strong>). Chaque modification figure, avec sa date, l''ancienne valeur et la nouvelle, dans le journal public des modifications (<strong>/api/rules/changelog</strong>), et chaque action de l''exploitant est consignée dans un journal d''audit.</p>
<h3>Données conservées</h3>
<p>Ce site conserve les informations de votre compte et vos coordonnées associées, vos demandes de vérification d''identité, le registre de chaque variation de solde et les preuves de prix de chaque règlement. Le journal d''audit et le journal des modifications ne peuvent qu''être complétés, jamais réécrits.</p>
<h3>Pas un conseil en investissement</h3>
<p>Rien sur ce site ne constitue un conseil en investissement, et aucun rendement n''est promis ni garanti.</p>
<p><strong>Texte d''exemple :</strong> l''exploitant de ce site peut le modifier ou le remplacer.</p>'
FROM news WHERE c_id = 13 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'spa', 'Cumplimiento operativo',
    'Advertencia de riesgo, verificación de identidad y controles contra el blanqueo de capitales, reglas publicadas y datos que conserva este sitio.',
    '<h3>Advertencia de riesgo</h3>
<p>Operar con productos apalancados y de corto plazo, como contratos y opciones, conlleva un riesgo alto: puedes perder todo lo invertido. Opera solo con dinero que puedas permitirte perder.</p>
<h3>Verificación de identidad y controles contra el blanqueo de capitales</h3>
<p>La verificación de identidad tiene dos niveles, cada uno revisado por una persona, y exige tener vinculados un correo y un número de móvil. Los límites de retiro de cada nivel son reglas publicadas. Las cuentas y las operaciones pueden someterse a controles contra el blanqueo de capitales.</p>
<h3>Reglas publicadas y registro de cambios</h3>
<p>Las comisiones, los límites y los parámetros de los productos son reglas publicadas (<strong>/api/rules</strong>). Cada cambio figura, con su fecha, el valor anterior y el nuevo, en el registro público de cambios (<strong>/api/rules/changelog</strong>), y cada acción del operador queda anotada en un registro de auditoría.</p>
<h3>Datos que conservamos</h3>
<p>Este sitio conserva los datos de tu cuenta y tus contactos vinculados, tus solicitudes de verificación de identidad, el registro contable de cada cambio de saldo y la evidencia de precio de cada liquidación. El registro de auditoría y el registro de cambios solo admiten nuevas entradas; no se pueden reescribir.</p>
<h3>No es asesoramiento de inversión</h3>
<p>Nada de lo que aparece en este sitio constituye asesoramiento de inversión, y no se promete ni garantiza ninguna rentabilidad.</p>
<p><strong>Texto de ejemplo:</strong> el operador de este sitio puede editarlo o sustituirlo.</p>'
FROM news WHERE c_id = 13 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'ja', 'コンプライアンス',
    'リスクの警告、本人確認とマネー・ローンダリング対策、公開ルール、このサイトが保存するデータについて説明します。',
    '<h3>リスクに関する警告</h3>
<p>先物やオプションなど、レバレッジ型・短期型の商品の取引はリスクが高く、投じた資金のすべてを失う可能性があります。失っても問題のない資金の範囲で取引してください。</p>
<h3>本人確認とマネー・ローンダリング対策</h3>
<p>本人確認は2段階で、いずれも担当者が審査します。申請にはメールアドレスと携帯番号の連携が必要です。各レベルの出金上限は公開ルールです。口座や取引は、マネー・ローンダリング対策の確認の対象となる場合があります。</p>
<h3>公開ルールと変更履歴</h3>
<p>手数料、上限、商品のパラメーターは公開ルールです（<strong>/api/rules</strong>）。変更はすべて、日時と変更前後の値とともに公開の変更履歴（<strong>/api/rules/changelog</strong>）に掲載され、運営者の操作はすべて監査ログに記録されます。</p>
<h3>保存するデータ</h3>
<p>このサイトは、アカウント情報と連携済みの連絡先、本人確認の申請内容、すべての残高変動の台帳、各決済の価格の根拠を保存します。監査ログと変更履歴は追記のみ可能で、書き換えることはできません。</p>
<h3>投資助言ではありません</h3>
<p>このサイトのいかなる内容も投資助言ではなく、利益を約束または保証するものではありません。</p>
<p><strong>サンプル文章：</strong>このサイトの運営者が編集・差し替えできます。</p>'
FROM news WHERE c_id = 13 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'th', 'การปฏิบัติตามกฎระเบียบ',
    'คำเตือนความเสี่ยง การยืนยันตัวตนและการตรวจสอบเพื่อป้องกันการฟอกเงิน กฎที่เปิดเผย และข้อมูลที่เว็บไซต์นี้จัดเก็บ',
    '<h3>คำเตือนความเสี่ยง</h3>
<p>การเทรดผลิตภัณฑ์ที่มีเลเวอเรจและผลิตภัณฑ์ระยะสั้น เช่น สัญญาและออปชัน มีความเสี่ยงสูง คุณอาจสูญเสียเงินที่ลงไปทั้งหมด โปรดเทรดด้วยเงินที่คุณรับการสูญเสียได้เท่านั้น</p>
<h3>การยืนยันตัวตนและการตรวจสอบเพื่อป้องกันการฟอกเงิน</h3>
<p>การยืนยันตัวตนมีสองระดับ แต่ละคำขอตรวจสอบโดยเจ้าหน้าที่ และต้องผูกอีเมลและเบอร์มือถือก่อน วงเงินถอนของแต่ละระดับเป็นกฎที่เปิดเผย บัญชีและธุรกรรมอาจต้องผ่านการตรวจสอบเพื่อป้องกันการฟอกเงิน</p>
<h3>กฎที่เปิดเผยและบันทึกการเปลี่ยนแปลง</h3>
<p>ค่าธรรมเนียม วงเงิน และพารามิเตอร์ของผลิตภัณฑ์เป็นกฎที่เปิดเผย (<strong>/api/rules</strong>) การเปลี่ยนแปลงทุกครั้งแสดงพร้อมเวลา ค่าเดิม และค่าใหม่ ในบันทึกการเปลี่ยนแปลงสาธารณะ (<strong>/api/rules/changelog</strong>) และการกระทำทุกอย่างของผู้ให้บริการถูกบันทึกไว้ในบันทึกการตรวจสอบ</p>
<h3>ข้อมูลที่เราจัดเก็บ</h3>
<p>เว็บไซต์นี้จัดเก็บข้อมูลบัญชีและช่องทางติดต่อที่ผูกไว้ คำขอยืนยันตัวตน รายการบัญชีของการเปลี่ยนแปลงยอดเงินทุกครั้ง และหลักฐานราคาของการชำระราคาทุกครั้ง บันทึกการตรวจสอบและบันทึกการเปลี่ยนแปลงเพิ่มรายการได้อย่างเดียว แก้ไขย้อนหลังไม่ได้</p>
<h3>ไม่ใช่คำแนะนำการลงทุน</h3>
<p>เนื้อหาใด ๆ บนเว็บไซต์นี้ไม่ใช่คำแนะนำการลงทุน และไม่มีการสัญญาหรือรับประกันผลตอบแทนใด ๆ</p>
<p><strong>ข้อความตัวอย่าง:</strong> ผู้ให้บริการเว็บไซต์นี้สามารถแก้ไขหรือแทนที่ข้อความนี้ได้</p>'
FROM news WHERE c_id = 13 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'kor', '컴플라이언스',
    '위험 고지, 본인 인증과 자금세탁방지 점검, 공개된 규칙, 이 사이트가 보관하는 데이터를 안내합니다.',
    '<h3>위험 고지</h3>
<p>선물, 옵션 등 레버리지 상품과 단기 상품의 거래는 위험이 높으며, 투자한 금액 전부를 잃을 수 있습니다. 잃어도 감당할 수 있는 자금으로만 거래하세요.</p>
<h3>본인 인증과 자금세탁방지</h3>
<p>본인 인증은 두 단계로 이루어지며 각 신청은 담당자가 심사하고, 먼저 이메일과 휴대폰 번호를 연동해야 합니다. 단계별 출금 한도는 공개된 규칙입니다. 계정과 거래는 자금세탁방지 점검의 대상이 될 수 있습니다.</p>
<h3>공개된 규칙과 변경 기록</h3>
<p>수수료, 한도, 상품 매개변수는 공개된 규칙입니다(<strong>/api/rules</strong>). 모든 변경 사항은 시각, 이전 값, 새 값과 함께 공개 변경 기록(<strong>/api/rules/changelog</strong>)에 게시되며, 운영자의 모든 작업은 감사 로그에 기록됩니다.</p>
<h3>보관하는 데이터</h3>
<p>이 사이트는 계정 정보와 연동된 연락처, 본인 인증 신청 내용, 모든 잔액 변동의 원장, 모든 정산의 가격 근거를 보관합니다. 감사 로그와 변경 기록은 추가만 가능하며 수정할 수 없습니다.</p>
<h3>투자 조언이 아닙니다</h3>
<p>이 사이트의 어떤 내용도 투자 조언이 아니며, 어떠한 수익도 약속하거나 보장하지 않습니다.</p>
<p><strong>샘플 문구:</strong> 이 사이트의 운영자가 수정하거나 교체할 수 있습니다.</p>'
FROM news WHERE c_id = 13 AND sort = 1 AND is_sample = 1;
INSERT INTO news_texts (news_id, lang, title, abstract, content)
SELECT id, 'vn', 'Tuân thủ vận hành',
    'Cảnh báo rủi ro, xác minh danh tính và kiểm tra phòng chống rửa tiền, quy tắc công khai và dữ liệu mà trang này lưu giữ.',
    '<h3>Cảnh báo rủi ro</h3>
<p>Giao dịch các sản phẩm có đòn bẩy và ngắn hạn, như hợp đồng và quyền chọn, có rủi ro cao: bạn có thể mất toàn bộ số tiền đã bỏ ra. Chỉ giao dịch bằng số tiền bạn có thể chấp nhận mất.</p>
<h3>Xác minh danh tính và phòng chống rửa tiền</h3>
<p>Xác minh danh tính có hai cấp, mỗi hồ sơ đều do nhân viên xét duyệt, và cần liên kết email cùng số điện thoại trước. Hạn mức rút tiền của từng cấp là quy tắc công khai. Tài khoản và giao dịch có thể phải trải qua kiểm tra phòng chống rửa tiền.</p>
<h3>Quy tắc công khai và nhật ký thay đổi</h3>
<p>Phí, hạn mức và tham số sản phẩm là quy tắc công khai (<strong>/api/rules</strong>). Mọi thay đổi đều được liệt kê kèm thời gian, giá trị cũ và giá trị mới trong nhật ký thay đổi công khai (<strong>/api/rules/changelog</strong>), và mọi thao tác của đơn vị vận hành đều được ghi vào nhật ký kiểm toán.</p>
<h3>Dữ liệu chúng tôi lưu giữ</h3>
<p>Trang này lưu giữ thông tin tài khoản và các liên hệ đã liên kết, hồ sơ xác minh danh tính, sổ cái của mọi thay đổi số dư và bằng chứng về giá của mỗi lần thanh toán. Nhật ký kiểm toán và nhật ký thay đổi chỉ được ghi thêm, không thể sửa đổi.</p>
<h3>Không phải lời khuyên đầu tư</h3>
<p>Không nội dung nào trên trang này là lời khuyên đầu tư, và không có khoản lợi nhuận nào được hứa hẹn hay bảo đảm.</p>
<p><strong>Văn bản mẫu:</strong> đơn vị vận hành trang này có thể chỉnh sửa hoặc thay thế.</p>'
FROM news WHERE c_id = 13 AND sort = 1 AND is_sample = 1;
