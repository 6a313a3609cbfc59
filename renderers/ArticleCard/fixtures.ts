/** Seed articles of the ArticleCard story and test. */
export const NEWS = {
  total: 3,
  list: [
    { newsId: 'N1', title: '夏季用车指南：高温天气车辆保养与理赔小贴士', coverUrl: 'https://img.example.com/summer.jpg', digest: '高温季节，轮胎、空调、电瓶都需要特别关注。', categoryName: '用车知识', readNum: 123456, publishTime: 1748741400 },
    {
      newsId: 'N2', title: '家庭财产保险怎么选？一文读懂房屋主体、室内财产、管道破裂及水渍责任、第三者责任的区别与搭配方案', coverUrl: 'https://img.example.com/broken.jpg',
      digest: '从保障范围、保额设置到理赔流程，帮您的客户把家庭风险一次讲清楚，附常见问题解答与真实理赔案例分析。', categoryName: '非车险产品推荐与销售话术', readNum: '9876', publishTime: '2025-05-20 10:00:00',
    },
    { newsId: 'N3', title: '端午节祝福海报', coverUrl: '', digest: '', categoryName: '', readNum: null, publishTime: '' },
  ],
};
