package demo

import "artmarket/ent/artwork"

// Word lists for the demo catalogue. Every person here is invented: names
// are drawn from common surnames and given-name characters, and any
// combination that is the name of a well-known artist is skipped.

type surname struct{ cn, pinyin, hk, tw string }

var surnames = []surname{
	{"王", "Wang", "Wong", "Wang"}, {"李", "Li", "Lee", "Lee"}, {"张", "Zhang", "Cheung", "Chang"},
	{"刘", "Liu", "Lau", "Liu"}, {"陈", "Chen", "Chan", "Chen"}, {"杨", "Yang", "Yeung", "Yang"},
	{"黄", "Huang", "Wong", "Huang"}, {"赵", "Zhao", "Chiu", "Chao"}, {"吴", "Wu", "Ng", "Wu"},
	{"周", "Zhou", "Chow", "Chou"}, {"徐", "Xu", "Tsui", "Hsu"}, {"孙", "Sun", "Suen", "Sun"},
	{"马", "Ma", "Ma", "Ma"}, {"朱", "Zhu", "Chu", "Chu"}, {"胡", "Hu", "Wu", "Hu"},
	{"郭", "Guo", "Kwok", "Kuo"}, {"何", "He", "Ho", "Ho"}, {"林", "Lin", "Lam", "Lin"},
	{"高", "Gao", "Ko", "Kao"}, {"罗", "Luo", "Law", "Lo"}, {"郑", "Zheng", "Cheng", "Cheng"},
	{"梁", "Liang", "Leung", "Liang"}, {"谢", "Xie", "Tse", "Hsieh"}, {"宋", "Song", "Sung", "Sung"},
	{"唐", "Tang", "Tong", "Tang"}, {"许", "Xu", "Hui", "Hsu"}, {"韩", "Han", "Hon", "Han"},
	{"冯", "Feng", "Fung", "Feng"}, {"邓", "Deng", "Tang", "Teng"}, {"曹", "Cao", "Tso", "Tsao"},
	{"彭", "Peng", "Pang", "Peng"}, {"曾", "Zeng", "Tsang", "Tseng"}, {"萧", "Xiao", "Siu", "Hsiao"},
	{"田", "Tian", "Tin", "Tien"}, {"董", "Dong", "Tung", "Tung"}, {"潘", "Pan", "Poon", "Pan"},
	{"袁", "Yuan", "Yuen", "Yuan"}, {"蔡", "Cai", "Choi", "Tsai"}, {"蒋", "Jiang", "Cheung", "Chiang"},
	{"余", "Yu", "Yu", "Yu"}, {"叶", "Ye", "Yip", "Yeh"}, {"程", "Cheng", "Ching", "Cheng"},
	{"魏", "Wei", "Ngai", "Wei"}, {"苏", "Su", "So", "Su"}, {"吕", "Lü", "Lui", "Lu"},
	{"沈", "Shen", "Shum", "Shen"}, {"姚", "Yao", "Yiu", "Yao"}, {"陆", "Lu", "Luk", "Lu"},
	{"范", "Fan", "Fan", "Fan"}, {"江", "Jiang", "Kong", "Chiang"}, {"秦", "Qin", "Chun", "Chin"},
	{"顾", "Gu", "Koo", "Ku"}, {"邵", "Shao", "Shiu", "Shao"}, {"欧阳", "Ouyang", "Au-Yeung", "Ouyang"},
	{"司徒", "Situ", "Szeto", "Szu-Tu"}, {"夏", "Xia", "Ha", "Hsia"}, {"钟", "Zhong", "Chung", "Chung"},
}

// givenChar is a character used in given names with its pinyin.
type givenChar struct{ cn, py string }

// Given names of people born up to about 1965 and after; a name takes one
// or two of these.
var givenOlder = []givenChar{
	{"建", "jian"}, {"国", "guo"}, {"华", "hua"}, {"明", "ming"}, {"志", "zhi"}, {"德", "de"},
	{"振", "zhen"}, {"秀", "xiu"}, {"玉", "yu"}, {"淑", "shu"}, {"卫", "wei"}, {"红", "hong"},
	{"文", "wen"}, {"立", "li"}, {"平", "ping"}, {"庆", "qing"}, {"宝", "bao"}, {"春", "chun"},
	{"秋", "qiu"}, {"兰", "lan"}, {"梅", "mei"}, {"松", "song"}, {"山", "shan"}, {"林", "lin"},
	{"远", "yuan"}, {"光", "guang"}, {"荣", "rong"}, {"昌", "chang"}, {"德", "de"}, {"生", "sheng"},
	{"泉", "quan"}, {"石", "shi"}, {"岩", "yan"}, {"之", "zhi"}, {"墨", "mo"}, {"朴", "pu"},
}

var givenYounger = []givenChar{
	{"晓", "xiao"}, {"子", "zi"}, {"一", "yi"}, {"思", "si"}, {"若", "ruo"}, {"沐", "mu"},
	{"雨", "yu"}, {"涵", "han"}, {"然", "ran"}, {"溪", "xi"}, {"宇", "yu"}, {"辰", "chen"},
	{"星", "xing"}, {"月", "yue"}, {"阳", "yang"}, {"清", "qing"}, {"朗", "lang"}, {"宁", "ning"},
	{"安", "an"}, {"欣", "xin"}, {"怡", "yi"}, {"婷", "ting"}, {"琳", "lin"}, {"璐", "lu"},
	{"瑶", "yao"}, {"萱", "xuan"}, {"蕾", "lei"}, {"薇", "wei"}, {"晗", "han"}, {"昕", "xin"},
	{"曦", "xi"}, {"珂", "ke"}, {"泽", "ze"}, {"澜", "lan"}, {"逸", "yi"}, {"禾", "he"},
	{"野", "ye"}, {"舟", "zhou"}, {"帆", "fan"}, {"砚", "yan"}, {"岚", "lan"}, {"川", "chuan"},
	{"峰", "feng"}, {"凯", "kai"}, {"杰", "jie"}, {"斌", "bin"}, {"颖", "ying"}, {"雯", "wen"},
}

var westernNames = []string{
	"Vivian", "Kenneth", "Grace", "Jason", "Karen", "Alan", "Cecilia", "Vincent", "Joyce", "Raymond",
	"Stephanie", "Edmund", "Iris", "Patrick", "Winnie", "Calvin", "Sandy", "Leo", "Michelle", "Ivan",
}

// famous lists names of well-known artists (and a few other public figures)
// that the name generator must never produce.
var famous = map[string]bool{
	"张晓刚": true, "王广义": true, "刘小东": true, "曾梵志": true, "方力钧": true, "岳敏君": true,
	"徐冰": true, "蔡国强": true, "周春芽": true, "何多苓": true, "艾未未": true, "陈丹青": true,
	"罗中立": true, "吴冠中": true, "范曾": true, "崔如琢": true, "张大千": true, "齐白石": true,
	"徐悲鸿": true, "李可染": true, "黄宾虹": true, "潘天寿": true, "傅抱石": true, "林风眠": true,
	"吴昌硕": true, "启功": true, "刘海粟": true, "陈逸飞": true, "靳尚谊": true, "朱德群": true,
	"赵无极": true, "常玉": true, "王沂东": true, "冷军": true, "杨飞云": true, "刘野": true,
	"毛焰": true, "张恩利": true, "王兴伟": true, "仇晓飞": true, "周思聪": true, "何家英": true,
	"刘国松": true, "于右任": true, "沈鹏": true, "欧阳中石": true, "黄永玉": true, "韩美林": true,
	"吴作人": true, "蒋兆和": true, "石鲁": true, "陆俨少": true, "李苦禅": true, "王明明": true,
	"刘文西": true, "丁绍光": true, "陈传席": true, "邱志杰": true, "徐累": true, "曾浩": true,
	"王光乐": true, "张培力": true, "耿建翌": true, "谷文达": true, "黄永砯": true, "宋冬": true,
	"杨福东": true, "曹斐": true, "林天苗": true, "向京": true, "隋建国": true, "展望": true,
	"刘建华": true, "王庆松": true, "庄辉": true, "荣荣": true, "吕澎": true, "王璜生": true,
	"张洹": true, "马六明": true, "周铁海": true, "丁乙": true, "尚扬": true, "许江": true,
	"范迪安": true, "吴为山": true, "田黎明": true, "卢禹舜": true, "刘大为": true, "王镛": true,
	"陈平": true, "曾翔": true, "王冬龄": true, "张海": true, "孙晓云": true, "朱青生": true,
	"李华": true, "王宁": true, "李明": true, "张杰": true, "刘涛": true, "王菲": true, "林志玲": true,
}

type region struct {
	name    string
	weight  int
	schools []string
	hk, tw  bool
}

var regions = []region{
	{"北京", 15, []string{"中央美术学院", "清华大学美术学院", "首都师范大学美术学院"}, false, false},
	{"上海", 12, []string{"上海大学美术学院", "上海师范大学美术学院"}, false, false},
	{"杭州", 9, []string{"中国美术学院"}, false, false},
	{"成都", 6, []string{"四川美术学院", "四川大学艺术学院"}, false, false},
	{"重庆", 5, []string{"四川美术学院"}, false, false},
	{"广州", 6, []string{"广州美术学院"}, false, false},
	{"深圳", 4, []string{"广州美术学院", "深圳大学艺术学部"}, false, false},
	{"西安", 5, []string{"西安美术学院"}, false, false},
	{"南京", 5, []string{"南京艺术学院", "南京师范大学美术学院"}, false, false},
	{"武汉", 4, []string{"湖北美术学院"}, false, false},
	{"天津", 3, []string{"天津美术学院"}, false, false},
	{"沈阳", 2, []string{"鲁迅美术学院"}, false, false},
	{"苏州", 3, []string{"苏州大学艺术学院", "南京艺术学院"}, false, false},
	{"厦门", 3, []string{"厦门大学艺术学院"}, false, false},
	{"昆明", 2, []string{"云南艺术学院"}, false, false},
	{"长沙", 2, []string{"湖南师范大学美术学院"}, false, false},
	{"青岛", 2, []string{"青岛大学美术学院", "中央美术学院"}, false, false},
	{"台北", 6, []string{"台北艺术大学", "台湾师范大学"}, false, true},
	{"香港", 6, []string{"香港中文大学", "香港浸会大学"}, true, false},
}

var hometowns = []string{
	"河北保定", "山东潍坊", "江苏无锡", "浙江绍兴", "安徽歙县", "福建泉州", "湖南湘潭", "湖北宜昌", "四川乐山",
	"陕西咸阳", "山西平遥", "河南开封", "辽宁大连", "吉林延边", "黑龙江哈尔滨", "江西景德镇", "广东潮州",
	"广西桂林", "云南大理", "贵州安顺", "甘肃天水", "内蒙古包头", "新疆伊犁", "浙江温州", "江苏扬州",
	"上海", "北京", "天津", "重庆", "台湾台南", "香港", "台湾新竹", "福建厦门", "海南海口",
}

// mediumInfo holds everything the catalogue needs to know per medium.
type mediumInfo struct {
	cn        string
	dept      []string
	materials []string
	share     int // weight among artists' main mediums
	focus     []string
	desc      []string
}

var mediumInfos = map[artwork.Medium]mediumInfo{
	artwork.MediumOil: {
		cn: "油画", dept: []string{"油画系", "油画系第三工作室", "造型艺术学院油画系"}, share: 22,
		materials: []string{"布面油画", "布面油画", "亚麻布面油画", "木板油画"},
		focus: []string{
			"创作以具象油画为主，关注城市日常与个体记忆，笔触松动，色彩沉着。",
			"长期以写生方式面对风景，在光色变化中寻找绘画本身的节奏。",
			"作品游走于具象与抽象之间，以厚重的肌理和层叠的色层构建画面空间。",
			"擅长静物与室内题材，以克制的色调描绘物与光之间的关系。",
		},
		desc: []string{
			"画面以厚涂与刮刀交替塑造，笔触的方向随景物起伏而转折。",
			"艺术家在现场完成大部分写生，回到工作室后再做整体的色彩调整。",
			"暖灰色调统摄全局，局部的高纯度色彩使画面呼吸起来。",
			"作品延续了艺术家对光线与时间的长期观察。",
		},
	},
	artwork.MediumInk: {
		cn: "国画", dept: []string{"中国画系", "中国画学院山水画系", "中国画系花鸟画专业"}, share: 18,
		materials: []string{"纸本水墨", "纸本设色", "纸本水墨", "绢本设色", "纸本水墨设色"},
		focus: []string{
			"长期深耕山水画创作，笔墨取法宋元，兼融写生所得，画面清润而富于书写性。",
			"专注于水墨花鸟，用笔简括，讲求笔墨趣味与文人意境。",
			"致力于传统笔墨的当代转化，以层层积墨表现山川的体量与气象。",
			"常年行走于太行、黄山与川西之间写生，作品雄浑而不失灵动。",
		},
		desc: []string{
			"层层积墨而成的山体与大面积留白相互映衬，云气在山间流动。",
			"画面以淡墨铺陈远山，近景用焦墨皴擦，墨色五彩分明。",
			"题款与钤印为作品的有机部分，书画互映。",
			"画家以写生稿为基础反复推敲，最终以一气呵成的笔墨完成。",
		},
	},
	artwork.MediumWatercolor: {
		cn: "水彩", dept: []string{"油画系水彩专业", "美术学系", "水彩画专业"}, share: 8,
		materials: []string{"纸本水彩", "纸本水彩", "阿诗水彩纸本"},
		focus: []string{
			"以水彩记录江南水乡与城市街景，画面透明轻快，讲究水色的自然交融。",
			"长期从事水彩风景创作，重视现场感与湿画法的偶然效果。",
		},
		desc: []string{
			"湿中湿的技法使天空与水面自然晕染，白墙以纸的本色留出。",
			"画家在户外一次完成，保留了水痕与笔触的新鲜感。",
			"色层透叠，轻盈而有分量。",
		},
	},
	artwork.MediumPrint: {
		cn: "版画", dept: []string{"版画系", "版画系木刻工作室", "版画系丝网工作室"}, share: 8,
		materials: []string{"纸本木刻", "纸本套色木刻", "丝网版画", "铜版画", "石版画"},
		focus: []string{
			"长期从事套色木刻创作，刀味与木味并重，画面简练而有力量。",
			"以丝网与铜版为主要媒介，探索复数性艺术中的手工痕迹。",
		},
		desc: []string{
			"作品经多版套印完成，每一版均由艺术家亲手刻制与拓印。",
			"刀痕的方向构成了画面的节奏，黑白关系简洁有力。",
			"本作品附艺术家亲笔签名与版次编号。",
		},
	},
	artwork.MediumSculpture: {
		cn: "雕塑", dept: []string{"雕塑系", "雕塑系第二工作室", "公共艺术学院雕塑系"}, share: 8,
		materials: []string{"铜", "铸铜着色", "不锈钢", "大理石", "陶瓷", "木雕", "树脂着色"},
		focus: []string{
			"以抽象形体探讨体量、重心与空间的关系，作品简洁而富于张力。",
			"长期从事具象人物雕塑，关注身体的姿态与内在情绪。",
		},
		desc: []string{
			"形体在简化中保留了手工塑造的痕迹，光线在表面流转。",
			"作品可置于室内或庭院，附艺术家签名证书。",
			"表面经手工打磨与着色处理，不同光线下呈现不同质感。",
		},
	},
	artwork.MediumPhotography: {
		cn: "摄影", dept: []string{"摄影系", "摄影专业", "影像艺术系"}, share: 10,
		materials: []string{"收藏级艺术微喷", "收藏级艺术微喷", "银盐纸基", "收藏级艺术微喷，装裱于铝板"},
		focus: []string{
			"以大画幅相机拍摄城市边缘与自然景观，关注人与环境之间的沉默关系。",
			"长期拍摄长江沿岸与西部风景，作品冷静、克制而富于诗意。",
		},
		desc: []string{
			"作品以长时间曝光拍摄，水面与云层被抹平成柔和的色域。",
			"画面中的光线来自黎明前的短暂时刻。",
			"限量版次，附艺术家签名证书。",
		},
	},
	artwork.MediumCalligraphy: {
		cn: "书法", dept: []string{"书法系", "中国画系书法专业", "书法学专业"}, share: 7,
		materials: []string{"纸本水墨", "洒金纸本水墨", "纸本水墨", "仿古宣纸水墨"},
		focus: []string{
			"书宗二王，兼习汉隶，用笔沉着痛快，章法疏密有致。",
			"专攻草书，追求笔势的连绵与墨色的枯润变化。",
		},
		desc: []string{
			"通篇气脉贯通，枯湿浓淡自然生发。",
			"书写内容为古典诗文，款识与钤印俱全。",
			"大字擘窠，笔力雄健，适合厅堂悬挂。",
		},
	},
	artwork.MediumMixedMedia: {
		cn: "综合材料", dept: []string{"实验艺术系", "壁画系", "综合材料绘画专业"}, share: 7,
		materials: []string{"布面综合材料", "木板综合材料", "纸本拼贴", "布面丙烯、拼贴、金箔"},
		focus: []string{
			"以拼贴与现成材料构建画面，探讨图像、记忆与物质之间的关系。",
			"作品融合旧报纸、地图与金箔等材料，形成层叠的时间感。",
		},
		desc: []string{
			"旧报纸、地图残片与颜料层层叠压，形成丰富的表面。",
			"材料的物质性本身成为作品叙事的一部分。",
		},
	},
	artwork.MediumAcrylic: {
		cn: "丙烯", dept: []string{"油画系", "实验艺术系", "绘画系"}, share: 6,
		materials: []string{"布面丙烯", "布面丙烯", "纸本丙烯"},
		focus: []string{
			"以明亮的色块与几何结构组织画面，风格轻快而富于装饰性。",
			"关注色彩本身的情绪力量，作品平面而有节奏感。",
		},
		desc: []string{
			"高纯度的色块在画面上彼此推挤，形成明快的节奏。",
			"艺术家以平涂与薄涂结合的方式完成。",
		},
	},
	artwork.MediumDrawing: {
		cn: "素描", dept: []string{"造型基础部", "油画系", "版画系"}, share: 3,
		materials: []string{"纸本铅笔", "纸本炭笔", "纸本炭精条", "纸本铅笔、炭笔"},
		focus: []string{
			"长期坚持素描写生，以线条与明暗研究形体与空间。",
		},
		desc: []string{
			"线条层层排列，明暗交界线处理得细致而肯定。",
			"保留了起稿时的辅助线，可以看到造型推敲的过程。",
		},
	},
	artwork.MediumInstallation: {
		cn: "装置", dept: []string{"实验艺术系", "雕塑系", "跨媒体艺术学院"}, share: 3,
		materials: []string{"综合材料装置", "丝线、木、钢", "陶瓷、综合材料", "霓虹灯管、变压器", "纸、丝线、LED"},
		focus: []string{
			"以空间装置为主要创作方式，通过大量重复的日常物件营造沉浸式体验。",
		},
		desc: []string{
			"作品尺寸可根据展览空间调整，附安装说明与艺术家证书。",
			"观众在作品中穿行，视角的变化带来不同的观看经验。",
		},
	},
}

// Title parts per medium.
var (
	inkTitleA  = []string{"秋山", "春江", "雪岭", "溪山", "云壑", "远岫", "空山", "寒江", "松溪", "烟岚", "晴峦", "幽谷", "江村", "林泉", "万壑", "太行", "黄山", "峨眉", "富春", "漓江"}
	inkTitleB  = []string{"行旅", "烟雨", "清远", "听泉", "独钓", "积雪", "幽居", "雅集", "晚照", "访友", "归棹", "晓色", "读书", "秋色", "云起", "图", "清晓", "暮归", "松风", "春深"}
	inkFlowers = []string{"墨竹", "清风竹韵", "梅花书屋", "疏影横斜", "暗香", "荷塘清趣", "雨后新篁", "岁寒三友", "红梅报春", "竹石图"}
	oilTime    = []string{"雨后的", "黄昏的", "冬日的", "午后的", "清晨的", "夏夜的", "傍晚的", "十月的", "雪后的", "多云的", "三月的", "正午的"}
	oilPlace   = []string{"弄堂", "码头", "站台", "窗台", "菜场", "天台", "渡口", "麦田", "河岸", "小镇", "山坡", "海湾", "庭院", "老街", "工厂", "田野"}
	oilStill   = []string{"石榴", "瓶花", "桌上的苹果", "青花瓷与柠檬", "向日葵", "白色静物", "几只梨", "旧陶罐"}
	abstract   = []string{"无题", "呼吸之间", "碎片", "时间的褶皱", "浮游", "边界", "光的容器", "记忆的地层", "回声", "间隙", "潮汐", "低语", "重构", "寂静的形状", "游离", "平行"}
	wcPlaces   = []string{"西湖晨雾", "乌镇印象", "周庄", "鼓浪屿", "雨中的外滩", "苏州河", "渔港", "西递", "同里之晨", "宏村", "洱海边", "凤凰古城", "皖南小景", "江南春"}
	printTitle = []string{"北方的冬天", "村落", "群山", "归巢", "春耕", "雪原", "工地", "老屋", "炊烟", "渔歌", "远方", "山村的早晨", "丰收", "候鸟"}
	photoTitle = []string{"城市边缘", "夜行", "雾中的塔", "家乡的河", "长江", "山水之间", "沙丘", "海平线", "漓江晨雾", "不眠之城", "光之岸", "风景"}
	sculpTitle = []string{"凝视", "站立的人", "风之形", "果实", "坐着的女孩", "山之骨", "圆", "生长", "容器", "平衡", "石语", "栖"}
	callTexts  = []string{"厚德载物", "宁静致远", "上善若水", "天道酬勤", "兰亭序节临", "将进酒", "心经", "赤壁赋", "春江花月夜", "道法自然", "海纳百川", "岳阳楼记", "归去来兮辞", "滕王阁序", "琴棋书画", "观沧海"}
	callScript = []string{"行书", "草书", "隶书", "楷书", "篆书", "行草"}
	drawTitle  = []string{"石膏几何体", "人体习作", "老人像", "静物素描", "街角速写", "树的研究", "自画像", "手的习作", "风景写生"}
	instTitle  = []string{"悬浮的城市", "一千只纸船", "回声", "呼吸", "万物生长", "红线", "光之书", "碗", "聚散", "无尽的对话", "流动的边界"}
	seriesNums = []string{"之一", "之二", "之三", "之四", "之五", "之六", "之七", "之八"}
)

var exhibitions = []string{
	"全国美术作品展览", "上海双年展", "北京国际美术双年展", "广州三年展", "成都双年展", "台北双年展",
	"亚洲艺术双年展",
}

// exhibitionsFor adds the shows of a medium's own field.
var exhibitionsFor = map[artwork.Medium][]string{
	artwork.MediumInk:          {"中国百家金陵画展", "全国中国画作品展"},
	artwork.MediumCalligraphy:  {"全国书法篆刻展览", "中国书法兰亭奖作品展"},
	artwork.MediumPrint:        {"全国版画作品展览", "观澜国际版画双年展"},
	artwork.MediumPhotography:  {"平遥国际摄影大展", "长江国际影像双年展", "丽水摄影节"},
	artwork.MediumWatercolor:   {"全国水彩粉画展览"},
	artwork.MediumSculpture:    {"中国雕塑大展", "全国城市雕塑作品展"},
	artwork.MediumOil:          {"全国油画作品展", "中国百家金陵画展"},
	artwork.MediumInstallation: {"深圳独立动画双年展", "乌镇当代艺术邀请展"},
}

var collections = []string{
	"中国美术馆", "浙江美术馆", "广东美术馆", "江苏省美术馆", "湖北美术馆", "四川美术馆", "上海美术馆",
	"香港艺术馆", "台北市立美术馆", "国内外多家美术馆及私人藏家", "多家艺术机构及私人藏家",
}

// Notes on condition and papers, for works on paper and for the rest.
var (
	conditionsPaper = []string{"作品已托裱，品相良好。", "作品未装裱，可提供装裱建议。", "附艺术家亲笔签名证书。", "曾参加艺术家个展，有出版记录。", "", ""}
	conditionsOther = []string{"作品保存完好，已装框。", "附艺术家亲笔签名证书。", "曾参加艺术家个展，有出版记录。", "作品未装框。", "", ""}
)
