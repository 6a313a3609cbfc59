/** Seed article of the ArticleReader story and test: the kind of HTML editors paste from WeChat. */
export const ARTICLE = {
  title: '夏季用车指南：高温天气车辆保养与理赔小贴士',
  author: '人保财险北京分公司',
  publishTime: '2025-06-01 09:30:00',
  readCount: 12345,
  categoryName: '用车知识',
  content: [
    '<section style="width: 677px; position: fixed; top: 0; color: #333">高温季节，请注意以下事项：</section>',
    '<p onclick="alert(1)">1. 定期检查轮胎气压。<script>window.hacked = true</script></p>',
    '<p><img data-src="https://mmbiz.qpic.cn/tire.jpg" width="1080" height="720" onerror="window.hacked = true" alt="轮胎"></p>',
    '<p><img src="https://img.example.com/half.png" style="width: 50%" alt="半宽"></p>',
    '<style>body { display: none }</style>',
    '<iframe src="https://evil.example.com"></iframe>',
    '<p>更多内容请见<a href="https://www.epicc.com.cn/guide" target="_blank">官方指南</a>，或<a href="javascript:alert(1)">点此</a>。</p>',
  ].join(''),
};
